import { AdminLayout } from '@/components/admin/AdminLayout';
import { MoneyBoard } from '@/components/admin/MoneyBoard';

export default function AdminMoney() {
  return (
    <AdminLayout title="Money">
      <MoneyBoard />
    </AdminLayout>
  );
}
AdminMoney.bare = true;
