import { AppLink as Link } from '@/components/ui/AppLink';
import { LOCALES } from '@/lib/i18n/config';
import type { ContentState } from '@/lib/admin/contentSchemas';
import { Badge, ErrorNote } from '../ui';
import { useAdminGet } from '../useAdminGet';
import { STATE_LOOK } from '../content/contentTypes';

type PageRow = { id: string; path: string; title: string; states: Record<string, ContentState> };

/** Every fixed page with its English meta title and, per language, where its meta stands. */
export function PagesList() {
  const { data, error } = useAdminGet<{ pages: PageRow[] }>('/pages');
  if (error) return <ErrorNote message={error} />;
  if (!data) return <p role="status">Loading…</p>;
  return (
    <ul className="divide-y divide-night-100 rounded-lg border border-night-100 bg-white" data-testid="page-list">
      {data.pages.map((p) => (
        <li key={p.id}>
          <Link href={`/admin/pages/${encodeURIComponent(p.id)}`} className="block px-3 py-2 text-sm hover:bg-night-50">
            <span className="font-semibold">{p.title}</span> <span className="font-mono text-xs text-night-600">{p.path}</span>
            <span className="mt-1 flex flex-wrap gap-1">
              {LOCALES.filter((l) => p.states[l] !== 'published').map((l) => (
                <Badge key={l} tone={STATE_LOOK[p.states[l]].tone}>{l.toUpperCase()} {STATE_LOOK[p.states[l]].label}</Badge>
              ))}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
