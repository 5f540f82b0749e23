import type { Transaction } from 'kysely';
import { HOLD_HOURS, type BookingLevel } from '@/lib/booking/rules';
import { depositIsPaid } from '@/lib/booking/amountDue';
import type { PriceLine } from '@/lib/booking/pricing';
import type { Database } from '@/server/db/types';
import { nextNumber } from '@/server/leads/numbers';
import type { InvoiceDocument } from './dto';
import { insertInvoice, type BookingRow } from './bookingRepository';
import { addDays, todayUtc } from './dates';

/** Without a hold (a private trip the operator confirmed), the deposit is due a week after the invoice. */
const DEPOSIT_DAYS_WITHOUT_HOLD = 7;

/**
 * With a hold, the deposit is due when the full hold ends (HOLD_HOURS after booking), not when the
 * short hold of a not yet confirmed address ends: the invoice states the date the traveller has
 * once they open the link mailed to them.
 */
const depositDueWithHold = (b: BookingRow) => {
  const fullHold = new Date(Date.parse(b.created_at) + HOLD_HOURS * 3_600_000).toISOString();
  return (b.hold_expires_at! > fullHold ? b.hold_expires_at! : fullHold).slice(0, 10);
};

/**
 * What an invoice states of its booking, beside its number, dates and the tour's title: when any
 * of it changes, the invoice no longer tells the truth and is issued again.
 */
export function invoicedFacts(b: BookingRow) {
  const payload = JSON.parse(b.payload) as { lines: PriceLine[] };
  const total = Number(b.total_cents);
  const deposit = Number(b.deposit_cents);
  return {
    locale: b.locale,
    customer: { name: b.full_name, email: b.email, phone: b.phone, country: b.country },
    startDate: b.start_date,
    level: b.level as BookingLevel,
    lines: payload.lines,
    totalCents: total,
    depositPercent: Number(b.deposit_percent),
    depositCents: deposit,
    balanceCents: total - deposit,
    balanceDueDate: b.balance_due_date,
  };
}

/** Whether the invoice of `before` says anything `after` does not (the trip, the party's lines, the money, the dates, who is billed). */
export const invoiceOutdated = (before: BookingRow, after: BookingRow) =>
  before.tour_id !== after.tour_id || JSON.stringify(invoicedFacts(before)) !== JSON.stringify(invoicedFacts(after));

/**
 * Issues the booking's invoice in its transaction: the INV counter is taken there, so numbers run
 * without gaps (a rolled-back booking gives its number back) and never repeat. The invoice is
 * stored as issued and never recomputed.
 */
export async function issueInvoice(trx: Transaction<Database>, b: BookingRow, tour: { title: string; days: number } | null, now: Date, previous?: InvoiceDocument): Promise<InvoiceDocument> {
  const today = todayUtc(now);
  // A version issued after the deposit came in keeps the date it was asked by: nothing new is asked by a new date.
  const depositReceived = depositIsPaid({ depositCents: Number(b.deposit_cents), paidCents: Number(b.paid_cents) });
  const depositDueDate =
    depositReceived && previous ? previous.depositDueDate : b.hold_expires_at ? depositDueWithHold(b) : [addDays(today, DEPOSIT_DAYS_WITHOUT_HOLD), b.start_date].sort()[0]!;
  const invoice: InvoiceDocument = {
    number: await nextNumber(trx, 'INV', now),
    bookingNumber: b.number,
    issuedAt: now.toISOString(),
    tour: tour ? { title: tour.title, days: Number(tour.days) } : null,
    ...invoicedFacts(b),
    depositDueDate,
    ...(depositReceived ? { depositReceived } : {}),
  };
  await insertInvoice(trx, { number: invoice.number, booking_number: b.number, locale: b.locale, issued_at: invoice.issuedAt, body: JSON.stringify(invoice) });
  return invoice;
}
