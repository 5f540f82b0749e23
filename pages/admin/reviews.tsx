import { AdminLayout } from '@/components/admin/AdminLayout';
import { ReviewsBoard } from '@/components/admin/ReviewsBoard';

export default function AdminReviews() {
  return (
    <AdminLayout title="Reviews">
      <ReviewsBoard />
    </AdminLayout>
  );
}
AdminReviews.bare = true;
