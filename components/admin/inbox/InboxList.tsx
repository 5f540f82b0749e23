import { AppLink as Link } from '@/components/ui/AppLink';
import { ageLabel, Badge } from '../ui';
import type { InboxItem } from './types';

/** Requests as rows: overdue ones carry a red edge and the word "overdue". */
export function InboxList({ items, compact = false }: { items: InboxItem[]; compact?: boolean }) {
  if (!items.length) return <p className="text-sm text-night-700">No requests.</p>;
  return (
    <ul className="divide-y divide-night-100 overflow-hidden rounded-lg border border-night-100 bg-white" data-testid="inbox-list">
      {items.map((item) => (
        <li key={item.number} data-testid="inbox-row" data-overdue={item.overdue ? 'true' : undefined} className={item.overdue ? 'border-l-4 border-red-600 bg-red-50/60' : 'border-l-4 border-transparent'}>
          <Link href={`/admin/inbox/${encodeURIComponent(item.number)}`} className="block px-3 py-2 hover:bg-night-50">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <Badge>{item.kind}</Badge>
              <span className="font-mono font-semibold">{item.number}</span>
              <Badge tone={item.status === 'new' || item.status === 'inquiry' ? 'alert' : 'plain'}>{item.status}</Badge>
              {item.overdue ? <Badge tone="alert">⚠ overdue</Badge> : null}
              <span className="ml-auto text-night-700" title={item.createdAt}>
                {ageLabel(item.ageHours)}
              </span>
            </div>
            <div className="mt-1 flex flex-wrap gap-x-3 text-sm">
              <span className="font-medium">{item.name}</span>
              <span className="uppercase text-night-700">{item.language}</span>
              {item.affiliate ? <span className="text-acacia-700">affiliate</span> : null}
              {!compact ? <span className="text-night-700">{item.assignee ? `→ ${item.assignee}` : 'unassigned'}</span> : null}
            </div>
            {!compact && item.summary ? <p className="mt-1 line-clamp-4 text-sm break-words text-night-700 sm:line-clamp-2">{item.summary}</p> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
