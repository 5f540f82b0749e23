import { AdminLayout } from '@/components/admin/AdminLayout';
import { InboxBoard } from '@/components/admin/inbox/InboxBoard';

export default function AdminInbox() {
  return (
    <AdminLayout title="Inbox">
      <InboxBoard />
    </AdminLayout>
  );
}
AdminInbox.bare = true;
