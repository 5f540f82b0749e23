import { useRouter } from 'next/router';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { AssociateFacts, type AssociateFactsValues } from '@/components/admin/associates/AssociateFacts';
import { ContentEditor } from '@/components/admin/content/ContentEditor';
import type { ContentField } from '@/components/admin/content/contentTypes';
import { ErrorNote, Panel } from '@/components/admin/ui';
import { useAdminGet } from '@/components/admin/useAdminGet';
import { AppLink as Link } from '@/components/ui/AppLink';

const ASSOCIATE_FIELDS: ContentField[] = [
  { name: 'name', label: 'Name', kind: 'line' },
  { name: 'description', label: 'Description', kind: 'text', rows: 3 },
];

function Associate({ id }: { id: string }) {
  const { data, setData, error } = useAdminGet<AssociateFactsValues & { id: string }>(`/associates/${encodeURIComponent(id)}`);
  if (error) return <ErrorNote message={error} />;
  if (!data) return <p role="status">Loading…</p>;
  return (
    <div className="space-y-4">
      <Panel title="Facts (every language)">
        <AssociateFacts id={id} facts={data} onSaved={(f) => setData({ ...data, ...f })} />
      </Panel>
      <Panel title="Name and description in six languages">
        <ContentEditor base={`/associates/${encodeURIComponent(id)}`} fields={ASSOCIATE_FIELDS} testId="associate-text" />
      </Panel>
    </div>
  );
}

export default function AdminAssociate() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  return (
    <AdminLayout title="Association or partner">
      <Link href="/admin/associates" className="text-sm underline">← All associations and partners</Link>
      {id ? <Associate key={id} id={id} /> : null}
    </AdminLayout>
  );
}
AdminAssociate.bare = true;
