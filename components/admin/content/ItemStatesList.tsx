import { AppLink as Link } from '@/components/ui/AppLink';
import { LOCALES } from '@/lib/i18n/config';
import type { ContentState } from '@/lib/admin/contentSchemas';
import { Badge } from '../ui';
import { STATE_LOOK } from './contentTypes';

export type ItemRow = { id: string; title: string; detail: string; href: string; states: Record<string, ContentState> };

/** A kind's items (pages, destinations…), each linking to its editor, with every language that is not published marked. */
export function ItemStatesList({ items, testId }: { items: ItemRow[]; testId: string }) {
  return (
    <ul className="divide-y divide-night-100 rounded-lg border border-night-100 bg-white" data-testid={testId}>
      {items.map((p) => (
        <li key={p.id}>
          <Link href={p.href} className="block px-3 py-2 text-sm hover:bg-night-50">
            <span className="font-semibold">{p.title}</span> <span className="font-mono text-xs text-night-600">{p.detail}</span>
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
