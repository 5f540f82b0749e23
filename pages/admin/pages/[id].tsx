import { useRouter } from 'next/router';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { ContentEditor } from '@/components/admin/content/ContentEditor';
import type { ContentField } from '@/components/admin/content/contentTypes';
import { Panel } from '@/components/admin/ui';
import { useAdminGet } from '@/components/admin/useAdminGet';
import { AppLink as Link } from '@/components/ui/AppLink';

const PAGE_FIELDS: ContentField[] = [
  { name: 'title', label: 'Meta title', kind: 'line', hint: () => 'Shown in the browser tab and as the search result’s headline; about 60 characters show.' },
  { name: 'description', label: 'Meta description', kind: 'text', rows: 3, hint: () => 'The search result’s text; about 155 characters show.' },
];

/** An information page's words (terms, privacy…): the same editor as an article's text. */
const DOCUMENT_FIELDS: ContentField[] = [{ name: 'body', label: 'Text', kind: 'rich' }];

type PageRow = { id: string; path: string; title: string; document: boolean };

export default function AdminPage() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  // Which page this is: its English title and its address, from the list of pages (no endpoint of its own).
  const { data } = useAdminGet<{ pages: PageRow[] }>(id ? '/pages' : null);
  const page = data?.pages.find((p) => p.id === id);
  return (
    <AdminLayout title={page ? `Page: ${page.title} (${page.path})` : 'Page'}>
      <Link href="/admin/pages" className="text-sm underline">← All pages</Link>
      {id ? (
        <div className="space-y-4">
          <Panel title="Title and description in search results (six languages)">
            <ContentEditor key={id} base={`/pages/${encodeURIComponent(id)}`} fields={PAGE_FIELDS} testId="page-meta" />
          </Panel>
          {page?.document ? (
            <Panel title="The page’s text in six languages">
              <ContentEditor key={`${id} text`} base={`/documents/${encodeURIComponent(id)}`} fields={DOCUMENT_FIELDS} testId="page-text" />
            </Panel>
          ) : null}
        </div>
      ) : null}
    </AdminLayout>
  );
}
AdminPage.bare = true;
