import { useRouter } from 'next/router';
import { useState } from 'react';
import { adminApi, errorMessage } from './adminApi';
import { buttonClass, dangerButtonClass, ErrorNote, when } from './ui';
import { useAdminGet } from './useAdminGet';

type Review = {
  id: string;
  status: string;
  rating: number;
  title: string;
  text: string;
  name: string;
  country: string | null;
  email: string | null;
  language: string;
  tour: string | null;
  destination: string | null;
  category: string | null;
  travelDate: string | null;
  createdAt: string;
};

const TABS = ['pending', 'approved', 'rejected'] as const;
type Tab = (typeof TABS)[number];

/** Moderation: pending / approved / rejected; a review that changes status leaves the list it was in. */
export function ReviewsBoard() {
  const router = useRouter();
  const tab: Tab = TABS.find((t) => t === router.query.status) ?? 'pending';
  const { data, setData, error, loading } = useAdminGet<{ reviews: Review[]; samplesShown?: number }>('/reviews', { status: tab });
  const [outcome, setOutcome] = useState<Record<string, { ok: boolean; message: string }>>({});
  const [busy, setBusy] = useState<string>();

  async function moderate(review: Review, action: 'approve' | 'reject') {
    setBusy(review.id);
    try {
      await adminApi.post(`/reviews/${encodeURIComponent(review.id)}`, { action });
      setData((d) => d && { ...d, reviews: d.reviews.filter((r) => r.id !== review.id) });
      setOutcome((o) => ({ ...o, last: { ok: true, message: `“${review.title}” by ${review.name} ${action === 'approve' ? 'approved' : 'rejected'}.` } }));
    } catch (err) {
      setOutcome((o) => ({ ...o, [review.id]: { ok: false, message: errorMessage(err) } }));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <div className="space-y-3">
      <div role="tablist" aria-label="Review status" className="flex gap-1">
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === tab}
            onClick={() => void router.replace({ pathname: router.pathname, query: t === 'pending' ? {} : { status: t } }, undefined, { shallow: true })}
            className={`rounded-md px-3 py-2 text-sm font-semibold capitalize ${t === tab ? 'bg-night-800 text-white' : 'bg-white text-night-800 ring-1 ring-night-200'}`}
          >
            {t}
          </button>
        ))}
      </div>
      {outcome.last ? (
        <p role="status" className="text-sm text-acacia-700">
          {outcome.last.message}
        </p>
      ) : null}
      <ErrorNote message={error} />
      {loading && !data ? <p role="status">Loading…</p> : null}
      {data && !data.reviews.length ? <p className="text-sm text-night-700">No {tab} reviews.</p> : null}
      {data?.samplesShown ? (
        <p className="text-sm text-night-700" data-testid="samples-note">
          {`The guest book also shows ${data.samplesShown} sample reviews, marked as samples on the site. They are not travellers' and are not listed here; they leave the site when it runs with SAMPLE_REVIEWS=off (docs/operations.md).`}
        </p>
      ) : null}
      <ul className="space-y-3" data-testid="review-list">
        {data?.reviews.map((r) => (
          <li key={r.id} className="rounded-lg border border-night-100 bg-white p-3 shadow-sm" data-testid="review-row">
            <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span aria-label={`${r.rating} of 5 stars`} className="text-sunset-600">
                {'★'.repeat(r.rating)}
                {'☆'.repeat(Math.max(0, 5 - r.rating))}
              </span>
              <h2 className="font-sans text-base font-semibold break-words">{r.title}</h2>
              {/* The number the office's notice mail names. */}
              <span className="font-mono text-xs text-night-600">{r.id}</span>
            </div>
            <p className="mt-1 text-sm break-words whitespace-pre-wrap">{r.text}</p>
            <p className="mt-2 text-xs text-night-700">
              {r.name}
              {r.country ? ` (${r.country})` : ''}
              {r.email ? ` · ${r.email}` : ''} · <span className="uppercase">{r.language}</span>
              {r.tour ? ` · tour ${r.tour}` : ''}
              {r.destination ? ` · ${r.destination}` : ''}
              {r.travelDate ? ` · travelled ${r.travelDate}` : ''} · sent {when(r.createdAt)}
            </p>
            <div className="mt-2 flex gap-2">
              {r.status !== 'approved' ? (
                <button type="button" className={buttonClass} disabled={busy === r.id} onClick={() => moderate(r, 'approve')}>
                  Approve
                </button>
              ) : null}
              {r.status !== 'rejected' ? (
                <button type="button" className={dangerButtonClass} disabled={busy === r.id} onClick={() => moderate(r, 'reject')}>
                  Reject
                </button>
              ) : null}
            </div>
            {outcome[r.id] && !outcome[r.id].ok ? (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {outcome[r.id].message}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
