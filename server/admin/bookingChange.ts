import type { Kysely, Transaction, Updateable } from 'kysely';
import type { OfficeLine } from '@/lib/booking/officeLines';
import { findInvoiceOf, retireInvoice, setBookingFieldsIfUnchanged, setSupersededBy, type BookingRow } from '@/server/bookings/bookingRepository';
import { mailFacts, tourOf } from '@/server/bookings/facts';
import { issueInvoice } from '@/server/bookings/invoices';
import type { BookingsTable, Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { bookingAddressChangedMail, bookingAmendedMail } from '@/server/mail/bookingMails';
import { enqueueMails } from '@/server/mail/outbox';
import { recordEvent } from './requestEvents';

/** Rows of booking_lines as the price rules take them. */
export const officeLinesOf = (rows: { id: string; kind: OfficeLine['kind']; description: string; amount_cents: number; quantity: number }[]): OfficeLine[] =>
  rows.map((r) => ({ id: r.id, kind: r.kind, description: r.description, amountCents: Number(r.amount_cents), quantity: Number(r.quantity) }));

/**
 * Writes a change the office made to a booking, in the caller's transaction: only if nobody
 * changed the booking since it was read (else 409 `booking_changed`); the invoice issued again
 * when the money changed (the old one kept, superseded); the history line; the traveller's mail of
 * what changed (and a note to an address no longer used). Answers the money's difference.
 */
export async function commitBookingChange(
  trx: Transaction<Database>,
  db: Kysely<Database>,
  b: BookingRow,
  patch: Updateable<BookingsTable> & { updated_at: string },
  change: { actor: string; now: Date; note: string },
) {
  if (!(await setBookingFieldsIfUnchanged(trx, b.number, b.updated_at, patch))) throw new AppError(409, 'booking_changed', 'api.bookingChanged');
  const after = { ...b, ...patch } as BookingRow;
  const moneyChanged = Number(after.total_cents) !== Number(b.total_cents) || Number(after.deposit_cents) !== Number(b.deposit_cents);
  const invoice = await findInvoiceOf(trx, b.number);
  if (invoice && moneyChanged) {
    const tour = after.tour_id ? await tourOf(trx, after) : undefined;
    // The booking has one current invoice: the old one steps aside, keeping its number and text.
    await retireInvoice(trx, invoice, patch.updated_at);
    const issued = await issueInvoice(trx, after, tour ? { title: tour.title, days: Number(tour.days) } : null, change.now);
    await setSupersededBy(trx, invoice.number, issued.number);
  }
  const note = [change.note, moneyChanged ? `total ${b.total_cents} → ${after.total_cents} cents` : ''].filter(Boolean).join('; ');
  await recordEvent(trx, { number: b.number, kind: 'booking', actor: change.actor, action: 'amend', note, now: change.now });
  const facts = await mailFacts(trx, db, after);
  const mails = [bookingAmendedMail({ ...facts, adults: Number(after.adults), children: Number(after.children) }, Number(b.total_cents))];
  if (after.email !== b.email) mails.push(bookingAddressChangedMail(facts, b.email));
  await enqueueMails(trx, mails, change.now);
  const balance = (r: { total_cents: number; paid_cents: number }) => Math.max(0, Number(r.total_cents) - Number(r.paid_cents));
  return { totalCents: Number(after.total_cents) - Number(b.total_cents), depositCents: Number(after.deposit_cents) - Number(b.deposit_cents), balanceCents: balance(after) - balance(b) };
}
