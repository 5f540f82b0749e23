import { AdminLayout } from '@/components/admin/AdminLayout';
import { TeamBoard } from '@/components/admin/team/TeamBoard';

export default function AdminTeamMembers() {
  return (
    <AdminLayout title="Team">
      <p className="text-sm text-night-700">The people on the Our Team and About pages: portrait and facts once, role and bio in every language.</p>
      <TeamBoard />
    </AdminLayout>
  );
}
AdminTeamMembers.bare = true;
