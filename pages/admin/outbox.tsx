import { AdminLayout } from '@/components/admin/AdminLayout';
import { OutboxBoard } from '@/components/admin/OutboxBoard';

export default function AdminOutbox() {
  return (
    <AdminLayout title="Outbox">
      <OutboxBoard />
    </AdminLayout>
  );
}
AdminOutbox.bare = true;
