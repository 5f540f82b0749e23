import { AppLink as Link } from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { Badge, buttonClass, ErrorNote, inputClass, usd, when } from '../ui';
import { useAdminGet } from '../useAdminGet';
import { NewTour } from './NewTour';

type TourRow = { id: string; title: string; category: string; days: number; priceFrom: number; available: boolean; editedAt: string | null; editedBy: string | null; archivedAt?: string | null; slugs?: Record<string, string> | string[] };

/** Find a tour by its title or id; the search stays in the URL. */
export function ToursSearch() {
  const router = useRouter();
  const q = typeof router.query.q === 'string' ? router.query.q : '';
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);
  const { data, error, loading } = useAdminGet<{ tours: TourRow[] }>(router.isReady ? '/tours' : null, { q: q || undefined });

  return (
    <div className="space-y-3">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void router.replace({ pathname: router.pathname, query: typed.trim() ? { q: typed.trim() } : {} }, undefined, { shallow: true });
        }}
      >
        <label htmlFor="tour-search" className="sr-only">
          Search tours
        </label>
        <input id="tour-search" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="Title or id" className={inputClass} />
        <button type="submit" className={buttonClass}>
          Search
        </button>
      </form>
      <NewTour />
      <ErrorNote message={error} />
      {loading && !data ? <p role="status">Loading…</p> : null}
      {data && !data.tours.length ? <p className="text-sm text-night-700">No tours found.</p> : null}
      {data?.tours.length ? (
      <ul className="divide-y divide-night-100 rounded-lg border border-night-100 bg-white" data-testid="tour-list">
        {data.tours.map((t) => (
          <li key={t.id}>
            <Link href={`/admin/tours/${encodeURIComponent(t.id)}`} className="block px-3 py-2 text-sm hover:bg-night-50">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{t.title}</span>
                {t.archivedAt ? <Badge tone="alert">archived</Badge> : !t.available ? <Badge tone="alert">not available</Badge> : null}
              </div>
              <div className="text-night-700">
                {t.category} · {t.days} days · from {usd(t.priceFrom)} · <span className="font-mono text-xs">{t.id}</span>
                {t.editedAt ? ` · edited ${when(t.editedAt)}${t.editedBy ? ` by ${t.editedBy}` : ''}` : ''}
              </div>
            </Link>
          </li>
        ))}
      </ul>
      ) : null}
    </div>
  );
}
