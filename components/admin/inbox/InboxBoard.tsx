import { useRouter } from 'next/router';
import { ErrorNote } from '../ui';
import { useAdminGet } from '../useAdminGet';
import { InboxSearch } from './InboxSearch';
import { filtersFromQuery, InboxFilters } from './InboxFilters';
import { InboxList } from './InboxList';
import type { InboxItem } from './types';

/** All requests in one list, newest first, filtered by what the URL says. */
export function InboxBoard() {
  const router = useRouter();
  const filter = filtersFromQuery(router.query);
  const { data, error, loading } = useAdminGet<{ items: InboxItem[] }>(router.isReady ? '/inbox' : null, filter);
  const overdue = data?.items.filter((i) => i.overdue).length ?? 0;
  return (
    <div className="space-y-3">
      <InboxSearch />
      <InboxFilters filter={filter} />
      <ErrorNote message={error} />
      {data ? (
        <p className="text-sm text-night-700" role="status">
          {data.items.length} request{data.items.length === 1 ? '' : 's'}
          {overdue ? `, ${overdue} overdue` : ''}
          {loading ? ' · updating…' : ''}
        </p>
      ) : loading ? (
        <p role="status">Loading…</p>
      ) : null}
      {data ? <InboxList items={data.items} /> : null}
    </div>
  );
}
