import { amountDue } from '@/lib/booking/amountDue';
import { spreadsheetCsv } from './spreadsheetCsv';
import { plainDollars } from '@/lib/format/price';
import { z } from 'zod';
import type { InvoiceDocument } from '@/server/bookings/dto';
import { todayUtc } from '@/server/bookings/dates';
import { getDb } from '@/server/db/connection';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { findMoneyOwed, findMoneyToRefund, findPaymentsReceived, findRefundsMade, findRewardsToPay } from './moneyRepository';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'key:invalid' }).refine((v) => Number.isFinite(Date.parse(`${v}T00:00:00Z`)), { error: 'key:invalid' });
const query = z.object({ from: isoDay.optional(), to: isoDay.optional(), format: z.enum(['json', 'csv'], { error: 'key:oneOf' }).optional() });

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * GET /api/admin/money?from=&to= → { due, overdue, toRefund, received, refunded, byDay, rewards } for
 * the accountant: deposits and balances still owed (with their due dates; overdue ones apart),
 * money to give back or settle (overpaid bookings, cancelled ones still holding money), payments
 * received and refunds made in the period, by day and method (a refund as a negative amount, so a
 * day's sum is what stayed), and the affiliates' rewards to pay. Without dates: this year.
 */
export async function moneyReport(params: unknown) {
  const q = parseInput(query, params);
  const today = todayUtc();
  const from = q.from ?? `${today.slice(0, 4)}-01-01`;
  const to = q.to ?? `${today.slice(0, 4)}-12-31`;
  return withDatabase('admin-money', async () => {
    const db = getDb();
    const [start, end] = [`${from}T00:00:00.000Z`, `${nextDay(to)}T00:00:00.000Z`];
    const [owed, payments, refunds, rewards, held] = await Promise.all([findMoneyOwed(db), findPaymentsReceived(db, start, end), findRefundsMade(db, start, end), findRewardsToPay(db), findMoneyToRefund(db)]);
    const items = owed.map((b) => {
      const paid = Number(b.paid_cents);
      const deposit = b.status === 'awaiting_deposit';
      // By the invoice's first date: the deposit while it is awaited, and on a confirmed booking what
      // a refund took back of it (all of the price, for a trip invoiced in full), as the booking's pages say.
      const byFirstDate = deposit || amountDue({ totalCents: Number(b.total_cents), depositCents: Number(b.deposit_cents), paidCents: paid, balanceDueDate: b.balance_due_date }).kind === 'deposit';
      const dueDate = byFirstDate ? ((b.invoice ? (JSON.parse(b.invoice) as InvoiceDocument).depositDueDate : null) ?? b.hold_expires_at?.slice(0, 10) ?? b.balance_due_date) : b.balance_due_date;
      return {
        number: b.number, name: b.full_name, email: b.email, startDate: b.start_date, what: deposit ? ('deposit' as const) : ('balance' as const),
        dueDate, amountCents: deposit ? Math.max(0, Number(b.deposit_cents) - paid) : Number(b.total_cents) - paid,
      };
    });
    const byDay = new Map<string, number>();
    for (const p of payments) {
      const key = `${p.updated_at.slice(0, 10)} ${p.method}`;
      byDay.set(key, (byDay.get(key) ?? 0) + Number(p.amount_cents));
    }
    for (const r of refunds) {
      const key = `${r.created_at.slice(0, 10)} refund (${r.method})`;
      byDay.set(key, (byDay.get(key) ?? 0) - Number(r.amount_cents));
    }
    return {
      from, to,
      due: items.filter((i) => i.dueDate >= today),
      overdue: items.filter((i) => i.dueDate < today),
      // Overpaid: what is over the total; cancelled: all that is still paid (the terms say how much goes back).
      toRefund: held.map((b) => {
        const cancelled = b.status === 'cancelled';
        const paid = Number(b.paid_cents);
        return { number: b.number, name: b.full_name, email: b.email, why: cancelled ? ('cancelled' as const) : ('overpaid' as const), amountCents: cancelled ? paid : paid - Number(b.total_cents) };
      }),
      received: payments.map((p) => ({ number: p.booking_number, method: p.method, amountCents: Number(p.amount_cents), reference: p.merchant_reference, at: p.updated_at })),
      refunded: refunds.map((r) => ({ number: r.booking_number, method: r.method, amountCents: Number(r.amount_cents), reference: r.reference ?? '', at: r.created_at })),
      byDay: [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([key, cents]) => ({ day: key.slice(0, 10), method: key.slice(11), amountCents: cents })),
      rewards: rewards.map((r) => ({ id: r.id, affiliate: r.email ?? r.agency_id, friend: r.friend_name, booking: r.booking_number, amountCents: Math.round(Number(r.amount) * 100), earnedAt: r.earned_at })),
      format: q.format ?? 'json',
    };
  });
}

/** The report as one CSV for a spreadsheet: a section column says which list a row is in. */
export function moneyCsv(r: Awaited<ReturnType<typeof moneyReport>>): string {
  const rows = [
    ...r.overdue.map((i) => ['overdue', i.dueDate, i.number, i.what, i.name, i.email, plainDollars(i.amountCents)]),
    ...r.due.map((i) => ['due', i.dueDate, i.number, i.what, i.name, i.email, plainDollars(i.amountCents)]),
    ...r.toRefund.map((i) => ['to refund', '', i.number, i.why, i.name, i.email, plainDollars(i.amountCents)]),
    ...r.received.map((p) => ['received', p.at.slice(0, 10), p.number, p.method, p.reference, '', plainDollars(p.amountCents)]),
    ...r.refunded.map((p) => ['refunded', p.at.slice(0, 10), p.number, p.method, p.reference, '', plainDollars(-p.amountCents)]),
    ...r.rewards.map((w) => ['reward to pay', (w.earnedAt ?? '').slice(0, 10), w.booking ?? '', 'affiliate', w.affiliate, w.friend, plainDollars(w.amountCents)]),
  ];
  return spreadsheetCsv(rows, ['section', 'date', 'booking', 'what', 'who', 'detail', 'USD']);
}
