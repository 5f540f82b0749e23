import type { ContentState } from '@/lib/admin/contentSchemas';
import { ItemStatesList } from '../content/ItemStatesList';
import { ErrorNote } from '../ui';
import { useAdminGet } from '../useAdminGet';

type PageRow = { id: string; path: string; title: string; states: Record<string, ContentState>; document: boolean };

/** Every fixed page with its English meta title and, per language, where its meta stands; the information pages' own words are edited on their screen too. */
export function PagesList() {
  const { data, error } = useAdminGet<{ pages: PageRow[] }>('/pages');
  if (error) return <ErrorNote message={error} />;
  if (!data) return <p role="status">Loading…</p>;
  return <ItemStatesList testId="page-list" items={data.pages.map((p) => ({ id: p.id, title: p.title, detail: p.document ? `${p.path} · its text too` : p.path, href: `/admin/pages/${encodeURIComponent(p.id)}`, states: p.states }))} />;
}
