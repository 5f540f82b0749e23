import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppLink as Link } from '@/components/ui/AppLink';
import { formatCents } from '@/lib/format/price';
import { ErrorNote, inputClass, labelClass, Panel, secondaryButtonClass } from './ui';
import { useAdminGet } from './useAdminGet';

type Period = { from: string; to: string };

type Owed = { number: string; name: string; email: string; what: 'deposit' | 'balance'; dueDate: string; amountCents: number };
type ToRefund = { number: string; name: string; why: 'overpaid' | 'cancelled'; amountCents: number };
type Money = { from: string; to: string; due: Owed[]; overdue: Owed[]; toRefund: ToRefund[]; byDay: { day: string; method: string; amountCents: number }[]; rewards: { id: string; affiliate: string; friend: string; booking: string | null; amountCents: number }[] };

/** Money for the office and the accountant: what is owed (overdue first), what to give back, what came in by day and method, the affiliates' rewards to pay; each as CSV. */
export function MoneyBoard() {
  // Without a period the API answers this year; the accountant may ask for any other (a month, a quarter).
  const [period, setPeriod] = useState<Period>();
  const { data, error } = useAdminGet<Money>('/money', period);
  const { register, handleSubmit } = useForm<Period>({ values: data ? { from: data.from, to: data.to } : { from: '', to: '' } });
  // A period refused (its end before its start) keeps the board and its form, with the reason above.
  if (error && !data) return <ErrorNote message={error} />;
  if (!data) return <p role="status">Loading…</p>;
  const owed = (items: Owed[], testId: string) =>
    items.length ? (
      <ul className="divide-y divide-night-100 text-sm" data-testid={testId}>
        {items.map((i) => (
          <li key={`${i.number}-${i.what}`} className="flex flex-wrap justify-between gap-2 py-1.5">
            <span><Link href={`/admin/inbox/${encodeURIComponent(i.number)}`} className="font-mono underline">{i.number}</Link>{` · ${i.what} · ${i.name}`}</span>
            <span className="font-semibold">{`${formatCents(i.amountCents)} by ${i.dueDate}`}</span>
          </li>
        ))}
      </ul>
    ) : <p className="text-sm text-night-600">None.</p>;
  return (
    <div className="space-y-4">
      <form className="flex flex-wrap items-end gap-2" onSubmit={handleSubmit((p) => setPeriod(p))} data-testid="money-period">
        <label className={labelClass}>From<input type="date" required className={`mt-1 ${inputClass}`} {...register('from')} /></label>
        <label className={labelClass}>To<input type="date" required className={`mt-1 ${inputClass}`} {...register('to')} /></label>
        <button type="submit" className={secondaryButtonClass}>Show this period</button>
      </form>
      {error ? <ErrorNote message={error} /> : null}
      <p className="text-sm"><a className="underline" href={`/api/admin/money?from=${data.from}&to=${data.to}&format=csv`}>{`Download ${data.from} to ${data.to} as CSV`}</a></p>
      <Panel title={`Overdue (${data.overdue.length})`} testId="money-overdue">{owed(data.overdue, 'overdue-list')}</Panel>
      <Panel title={`Due (${data.due.length})`}>{owed(data.due, 'due-list')}</Panel>
      {/* A refund promised (an overpaid change) or to settle (a cancellation) is not forgotten: it stays here until recorded. */}
      <Panel title={`Refunds to pay or settle (${data.toRefund.length})`} testId="money-to-refund">
        {data.toRefund.length ? (
          <ul className="divide-y divide-night-100 text-sm" data-testid="to-refund-list">
            {data.toRefund.map((i) => (
              <li key={i.number} className="flex flex-wrap justify-between gap-2 py-1.5">
                <span><Link href={`/admin/inbox/${encodeURIComponent(i.number)}`} className="font-mono underline">{i.number}</Link>{` · ${i.name} · ${i.why === 'overpaid' ? 'paid over the total' : 'cancelled, still paid: refund what the terms allow'}`}</span>
                <span className="font-semibold">{formatCents(i.amountCents)}</span>
              </li>
            ))}
          </ul>
        ) : <p className="text-sm text-night-600">None.</p>}
      </Panel>
      <Panel title="Received and refunded, by day and method">
        {data.byDay.length ? (
          <ul className="text-sm">{data.byDay.map((d) => <li key={`${d.day}-${d.method}`}>{`${d.day} · ${d.method} · ${formatCents(d.amountCents)}`}</li>)}</ul>
        ) : <p className="text-sm text-night-600">Nothing received or refunded in this period.</p>}
      </Panel>
      <Panel title={`Affiliates’ rewards to pay (${data.rewards.length})`}>
        {data.rewards.length ? (
          <ul className="text-sm">{data.rewards.map((r) => <li key={r.id}>{`${r.affiliate} · ${r.friend}${r.booking ? ` · ${r.booking}` : ''} · ${formatCents(r.amountCents)}`}</li>)}</ul>
        ) : <p className="text-sm text-night-600">None.</p>}
      </Panel>
    </div>
  );
}
