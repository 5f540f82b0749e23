import { useRouter } from 'next/router';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { ContentEditor } from '@/components/admin/content/ContentEditor';
import type { ContentField } from '@/components/admin/content/contentTypes';
import { useAdminGet } from '@/components/admin/useAdminGet';
import { AppLink as Link } from '@/components/ui/AppLink';

const PAGE_FIELDS: ContentField[] = [
  { name: 'title', label: 'Meta title', kind: 'line', hint: () => 'Shown in the browser tab and as the search result’s headline; about 60 characters show.' },
  { name: 'description', label: 'Meta description', kind: 'text', rows: 3, hint: () => 'The search result’s text; about 155 characters show.' },
];

type PageRow = { id: string; path: string; title: string };

export default function AdminPage() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  // Which page this is: its English title and its address, from the list of pages (no endpoint of its own).
  const { data } = useAdminGet<{ pages: PageRow[] }>(id ? '/pages' : null);
  const page = data?.pages.find((p) => p.id === id);
  return (
    <AdminLayout title={page ? `Page: ${page.title} (${page.path})` : 'Page'}>
      <Link href="/admin/pages" className="text-sm underline">← All pages</Link>
      {id ? <ContentEditor key={id} base={`/pages/${encodeURIComponent(id)}`} fields={PAGE_FIELDS} testId="page-meta" /> : null}
    </AdminLayout>
  );
}
AdminPage.bare = true;
