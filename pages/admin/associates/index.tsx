import { AdminLayout } from '@/components/admin/AdminLayout';
import { ItemStatesList } from '@/components/admin/content/ItemStatesList';
import { ErrorNote } from '@/components/admin/ui';
import { useAdminGet } from '@/components/admin/useAdminGet';
import type { ContentState } from '@/lib/admin/contentSchemas';

type Row = { id: string; kind: string; abbreviation: string; name: string; reference: string | null; states: Record<string, ContentState> };

export default function AdminAssociates() {
  const { data, error } = useAdminGet<{ associates: Row[] }>('/associates');
  return (
    <AdminLayout title="Associations and partners">
      <p className="text-sm text-night-700">The licences, memberships and partners on the About page, with their numbers.</p>
      <ErrorNote message={error} />
      {data ? (
        <ItemStatesList testId="associate-list" items={data.associates.map((a) => ({ id: a.id, title: a.name, detail: `${a.abbreviation} · ${a.kind}${a.reference ? ` · ${a.reference}` : ''}`, href: `/admin/associates/${encodeURIComponent(a.id)}`, states: a.states }))} />
      ) : (
        <p role="status">Loading…</p>
      )}
    </AdminLayout>
  );
}
AdminAssociates.bare = true;
