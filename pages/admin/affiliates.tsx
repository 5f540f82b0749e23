import { AdminLayout } from '@/components/admin/AdminLayout';
import { AffiliatesBoard } from '@/components/admin/AffiliatesBoard';

export default function AdminAffiliates() {
  return (
    <AdminLayout title="Affiliates">
      <AffiliatesBoard />
    </AdminLayout>
  );
}
AdminAffiliates.bare = true;
