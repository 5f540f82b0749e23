import { AdminLayout } from '@/components/admin/AdminLayout';
import { DealsBoard } from '@/components/admin/deals/DealsBoard';

export default function AdminDeals() {
  return (
    <AdminLayout title="Deals">
      <DealsBoard />
    </AdminLayout>
  );
}
AdminDeals.bare = true;
