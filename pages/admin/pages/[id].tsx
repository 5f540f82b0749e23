import { useRouter } from 'next/router';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { ContentEditor } from '@/components/admin/content/ContentEditor';
import type { ContentField } from '@/components/admin/content/contentTypes';
import { AppLink as Link } from '@/components/ui/AppLink';

const PAGE_FIELDS: ContentField[] = [
  { name: 'title', label: 'Meta title', kind: 'line', hint: () => 'Shown in the browser tab and as the search result’s headline; about 60 characters show.' },
  { name: 'description', label: 'Meta description', kind: 'text', rows: 3, hint: () => 'The search result’s text; about 155 characters show.' },
];

export default function AdminPage() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  return (
    <AdminLayout title="Page">
      <Link href="/admin/pages" className="text-sm underline">← All pages</Link>
      {id ? <ContentEditor key={id} base={`/pages/${encodeURIComponent(id)}`} fields={PAGE_FIELDS} testId="page-meta" /> : null}
    </AdminLayout>
  );
}
AdminPage.bare = true;
