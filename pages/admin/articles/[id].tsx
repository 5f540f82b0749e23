import { useRouter } from 'next/router';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { ArticleSettings } from '@/components/admin/articles/ArticleSettings';
import { ContentEditor } from '@/components/admin/content/ContentEditor';
import { Panel } from '@/components/admin/ui';
import type { ContentField } from '@/components/admin/content/contentTypes';
import { AppLink as Link } from '@/components/ui/AppLink';

/** The fields of an article's text, in the order its page shows them. */
const ARTICLE_FIELDS: ContentField[] = [
  { name: 'title', label: 'Title', kind: 'line' },
  { name: 'slug', label: 'Address', kind: 'line', translated: false, hint: (e) => `The page is /blog/${String(e.slug || '…')}; a changed address keeps the old one working.` },
  { name: 'excerpt', label: 'Excerpt (cards and search results, about 160 characters)', kind: 'line' },
  { name: 'body', label: 'Text', kind: 'rich' },
];

export default function AdminArticle() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  return (
    <AdminLayout title="Article">
      <Link href="/admin/articles" className="text-sm underline">← All articles</Link>
      {id ? (
        <div className="space-y-4">
          <Panel title="Category, date and cover (every language)">
            <ArticleSettings key={id} id={id} />
          </Panel>
          <Panel title="Text in six languages">
            <ContentEditor key={id} base={`/articles/${encodeURIComponent(id)}`} fields={ARTICLE_FIELDS} testId="article-text" />
          </Panel>
        </div>
      ) : null}
    </AdminLayout>
  );
}
AdminArticle.bare = true;
