import { AdminLayout } from '@/components/admin/AdminLayout';
import { MediaBoard } from '@/components/admin/media/MediaBoard';

export default function AdminMedia() {
  return (
    <AdminLayout title="Photos">
      <MediaBoard />
    </AdminLayout>
  );
}
AdminMedia.bare = true;
