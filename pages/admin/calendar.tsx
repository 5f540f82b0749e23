import { AdminLayout } from '@/components/admin/AdminLayout';
import { CalendarBoard } from '@/components/admin/CalendarBoard';

export default function AdminCalendar() {
  return (
    <AdminLayout title="Calendar">
      <CalendarBoard />
    </AdminLayout>
  );
}
AdminCalendar.bare = true;
