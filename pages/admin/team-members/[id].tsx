import { useRouter } from 'next/router';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { ContentEditor } from '@/components/admin/content/ContentEditor';
import type { ContentField } from '@/components/admin/content/contentTypes';
import { patchFacts, TeamMemberFacts, type Facts } from '@/components/admin/team/TeamMemberFacts';
import { ErrorNote, Panel } from '@/components/admin/ui';
import { useAdminGet } from '@/components/admin/useAdminGet';
import { AppLink as Link } from '@/components/ui/AppLink';

const TEAM_FIELDS: ContentField[] = [
  { name: 'role', label: 'Role', kind: 'line' },
  { name: 'bio', label: 'Bio', kind: 'text', rows: 5 },
];

function Member({ id }: { id: string }) {
  const { data, setData, error } = useAdminGet<Facts & { id: string }>(`/team-members/${encodeURIComponent(id)}`);
  if (error) return <ErrorNote message={error} />;
  if (!data) return <p role="status">Loading…</p>;
  return (
    <div className="space-y-4">
      <Panel title={`${data.name}: portrait and facts (every language)`}>
        <TeamMemberFacts key={`${data.name}-${data.photo?.id}`} facts={data} submitLabel="Save" onSubmit={async (body) => setData(await patchFacts(id, body))} />
      </Panel>
      <Panel title="Role and bio in six languages">
        <ContentEditor base={`/team-members/${encodeURIComponent(id)}`} fields={TEAM_FIELDS} testId="team-member-text" />
      </Panel>
    </div>
  );
}

export default function AdminTeamMember() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  return (
    <AdminLayout title="Team member">
      <Link href="/admin/team-members" className="text-sm underline">← The whole team</Link>
      {id ? <Member key={id} id={id} /> : null}
    </AdminLayout>
  );
}
AdminTeamMember.bare = true;
