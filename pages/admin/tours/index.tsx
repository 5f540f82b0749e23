import { AdminLayout } from '@/components/admin/AdminLayout';
import { ToursSearch } from '@/components/admin/tours/ToursSearch';

export default function AdminTours() {
  return (
    <AdminLayout title="Tours">
      <ToursSearch />
    </AdminLayout>
  );
}
AdminTours.bare = true;
