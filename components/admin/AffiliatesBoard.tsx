import { useState } from 'react';
import { adminApi, errorMessage } from './adminApi';
import { Badge, buttonClass, ErrorNote, secondaryButtonClass, usd, when } from './ui';
import { useAdminGet } from './useAdminGet';

type Reward = { id: string; friendName: string; friendEmail: string; quoteNumber: string | null; amount: number; status: 'pending' | 'earned' | 'paid' | string; createdAt: string; earnedAt: string | null; paidAt: string | null; voidedAt?: string | null };
type Affiliate = {
  id: string;
  slug: string;
  name: string;
  email: string;
  createdAt: string;
  friends: { name: string; email: string; quoteNumber: string | null; createdAt: string }[];
  rewards: Reward[];
  totals: { pending: number; earned: number; paid: number };
};

type Friend = Affiliate['friends'][number];

/** One entry per friend address (oldest request first): their name, every quote number, the day of the first. */
export function friendsByEmail(friends: Friend[]): { name: string; email: string; quotes: string[]; createdAt: string }[] {
  const byEmail = new Map<string, { name: string; email: string; quotes: string[]; createdAt: string }>();
  for (const f of [...friends].sort((x, y) => x.createdAt.localeCompare(y.createdAt))) {
    const key = f.email.toLowerCase();
    const entry = byEmail.get(key) ?? byEmail.set(key, { name: f.name, email: f.email, quotes: [], createdAt: f.createdAt }).get(key)!;
    if (f.quoteNumber) entry.quotes.push(f.quoteNumber);
  }
  return [...byEmail.values()];
}

/** An affiliate's friends, counted as the rules count them (once by address), each with every request they sent. */
function FriendList({ friends }: { friends: ReturnType<typeof friendsByEmail> }) {
  return (
    <>
      <h3 className="mt-3 font-sans text-sm font-semibold">Friends ({friends.length})</h3>
      <ul className="mt-1 space-y-1 text-sm" data-testid="affiliate-friends">
        {friends.map((f) => (
          <li key={f.email} className="break-words">
            {f.name} · {f.email} {f.quotes.length ? `· ${f.quotes.join(', ')}` : ''} · {when(f.createdAt)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Every affiliate with the friends they brought, their rewards and what is owed; earned rewards are paid from here. */
export function AffiliatesBoard() {
  const { data, setData, error, loading } = useAdminGet<{ affiliates: Affiliate[] }>('/affiliates');
  const [results, setResults] = useState<Record<string, { ok: boolean; message: string }>>({});
  const [busy, setBusy] = useState<string>();
  // Paying is money leaving: the first click asks, the second (on "Yes, mark paid") does it.
  const [confirming, setConfirming] = useState<string>();

  async function markPaid(affiliate: Affiliate, reward: Reward) {
    setConfirming(undefined);
    setBusy(reward.id);
    try {
      const res = await adminApi.post<{ reward?: Reward }>(`/rewards/${encodeURIComponent(reward.id)}/paid`);
      // The row keeps what it knew (the friend's address) under what the answer says now.
      const paid: Reward = { ...reward, status: 'paid', paidAt: new Date().toISOString(), ...res.data?.reward };
      setData((d) =>
        d && {
          affiliates: d.affiliates.map((a) =>
            a.id !== affiliate.id
              ? a
              : { ...a, rewards: a.rewards.map((r) => (r.id === reward.id ? paid : r)), totals: { ...a.totals, earned: a.totals.earned - reward.amount, paid: a.totals.paid + reward.amount } },
          ),
        },
      );
      setResults((r) => ({ ...r, [reward.id]: { ok: true, message: 'Marked paid.' } }));
    } catch (err) {
      setResults((r) => ({ ...r, [reward.id]: { ok: false, message: errorMessage(err) } }));
    } finally {
      setBusy(undefined);
    }
  }

  if (error) return <ErrorNote message={error} />;
  if (!data) return <p role="status">{loading ? 'Loading…' : ''}</p>;
  if (!data.affiliates.length) return <p className="text-sm text-night-700">No affiliates yet.</p>;
  return (
    <ul className="space-y-4">
      {data.affiliates.map((a) => (
        <li key={a.id} className="rounded-lg border border-night-100 bg-white p-3 shadow-sm" data-testid="affiliate">
          <div className="flex flex-wrap items-baseline gap-x-3">
            <h2 className="font-sans text-base font-semibold">{a.name}</h2>
            <span className="text-sm break-all text-night-700">{a.email}</span>
            <span className="font-mono text-xs text-night-700">/{a.slug}</span>
            <span className="text-xs text-night-700">since {when(a.createdAt)}</span>
          </div>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-center text-sm">
            {(['pending', 'earned', 'paid'] as const).map((k) => (
              <div key={k} className="rounded bg-night-50 p-2">
                <dt className="text-xs text-night-700 capitalize">{k}</dt>
                <dd className="font-semibold">{usd(a.totals[k])}</dd>
              </div>
            ))}
          </dl>
          <FriendList friends={friendsByEmail(a.friends)} />
          <h3 className="mt-3 font-sans text-sm font-semibold">Rewards ({a.rewards.length})</h3>
          <ul className="mt-1 divide-y divide-night-100 text-sm">
            {a.rewards.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-2 py-2" data-testid="reward">
                <Badge tone={r.status === 'earned' ? 'alert' : r.status === 'paid' ? 'good' : 'plain'}>{r.status}</Badge>
                <span className="font-semibold">{usd(r.amount)}</span>
                <span className="min-w-0 break-words">
                  {[r.friendEmail ? `${r.friendName} (${r.friendEmail})` : r.friendName, r.quoteNumber].filter(Boolean).join(' · ')}
                </span>
                <span className="text-xs text-night-700">{r.paidAt ? `paid ${when(r.paidAt)}` : r.status === 'voided' ? `${r.earnedAt ? `earned ${when(r.earnedAt)}, ` : ''}voided${r.voidedAt ? ` ${when(r.voidedAt)}` : ''}: not to be paid` : r.earnedAt ? `earned ${when(r.earnedAt)}` : `since ${when(r.createdAt)}`}</span>
                {r.status === 'earned' && confirming !== r.id ? (
                  <button type="button" className={`ml-auto ${buttonClass}`} disabled={busy === r.id} onClick={() => setConfirming(r.id)}>
                    Mark paid
                  </button>
                ) : null}
                {r.status === 'earned' && confirming === r.id ? (
                  <div role="group" aria-label="Confirm payment" className="flex w-full flex-wrap items-center gap-2 rounded bg-night-50 p-2" data-testid="confirm-paid">
                    <span className="text-sm">
                      Paid {usd(r.amount)} to {a.name} for {r.friendName}?
                    </span>
                    <button type="button" className={`ml-auto ${buttonClass}`} onClick={() => markPaid(a, r)}>
                      Yes, mark paid
                    </button>
                    <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(undefined)}>
                      Not yet
                    </button>
                  </div>
                ) : null}
                {results[r.id] ? (
                  <p role={results[r.id].ok ? 'status' : 'alert'} className={`w-full text-sm ${results[r.id].ok ? 'text-acacia-700' : 'text-red-700'}`}>
                    {results[r.id].message}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
