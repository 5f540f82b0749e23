import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { CURRENCY, type BookingStatus } from '@/lib/booking/rules';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError, notFound } from '@/server/http/errors';
import { bookingStatusMail } from '@/server/mail/bookingMails';
import { enqueueMails } from '@/server/mail/outbox';
import { voidBookingReward } from '@/server/affiliate/service';
import { applyCompleted } from '@/server/payments/applyPaymentStatus';
import { prepareAccessKeys } from './accessKey';
import { issueCreditNote } from './creditNotes';
import { findBooking, findInvoiceOf, findPaymentByReference, insertPayment, type BookingRow } from './bookingRepository';
import { releaseSeats } from './departureRepository';
import { mailFacts, tourOf } from './facts';
import { issueInvoice } from './invoices';
import { moveBooking } from './transitions';

// The operator's steps in the booking process (the back office calls these; tests do too).
// Each is one transaction that moves the booking, writes who did it, and mails the traveller.

async function step(db: Kysely<Database>, number: string, work: (trx: Transaction<Database>, b: BookingRow) => Promise<BookingStatus | undefined>) {
  await prepareAccessKeys(db);
  return db.transaction().execute(async (trx) => {
    const booking = await findBooking(trx, number);
    if (!booking) throw notFound();
    const reached = await work(trx, booking);
    if (reached) await enqueueMails(trx, [bookingStatusMail(reached, await mailFacts(trx, db, (await findBooking(trx, number))!))], new Date());
    return (await findBooking(trx, number))!;
  });
}

/** Availability confirmed with the lodges: the inquiry becomes a provisional reservation. */
export const confirmAvailability = (number: string, actor: string, database?: Kysely<Database>) =>
  step(database ?? getDb(), number, async (trx, b) => ((await moveBooking(trx, b, 'provisional', { actor, now: new Date() })) ? 'provisional' : undefined));

/**
 * The invoice for the deposit is issued, once, to a provisional reservation: the traveller can pay
 * (bank transfer or online). Checked first: a booking invoiced already (confirmed, say, which
 * may go back to awaiting a deposit when a payment is reversed) is refused with a 409 rather than
 * meeting the one-invoice-per-booking constraint as a failed write.
 */
export const issueBookingInvoice = (number: string, actor: string, database?: Kysely<Database>) =>
  step(database ?? getDb(), number, async (trx, b) => {
    if (b.status !== 'provisional' || (await findInvoiceOf(trx, number))) throw new AppError(409, 'invalid_transition', 'api.bookingStepRefused');
    const now = new Date();
    const tour = await tourOf(trx, b);
    const invoice = await issueInvoice(trx, b, tour ? { title: tour.title, days: Number(tour.days) } : null, now);
    return (await moveBooking(trx, b, 'awaiting_deposit', { actor, note: `invoice ${invoice.number}`, now })) ? 'awaiting_deposit' : undefined;
  });

/**
 * Cancelled by the operator (or at the traveller's request): held seats go back on sale, an
 * issued invoice is cancelled by a credit note, so nothing stays due, and an affiliate's reward it
 * earned is voided (before travel).
 */
export const cancelBooking = (number: string, actor: string, note = '', database?: Kysely<Database>) =>
  step(database ?? getDb(), number, async (trx, b) => {
    const now = new Date();
    if (!(await moveBooking(trx, b, 'cancelled', { actor, note, now, patch: { hold_expires_at: null } }))) return undefined;
    if (b.departure_id && Number(b.seats) > 0 && b.status !== 'expired') await releaseSeats(trx, b.departure_id, Number(b.seats));
    await issueCreditNote(trx, b, now);
    await voidBookingReward(trx, b, now);
    return 'cancelled';
  });

/** The payment's merchant reference for a bank statement's reference: one per booking and statement line. */
export const bankTransferReference = (number: string, reference: string) => `${number}-bank-${reference}`.slice(0, 50);

/** The bank transfer already recorded on the booking under this statement reference, if any. */
export const findBankTransfer = (number: string, reference: string, database?: Kysely<Database>) =>
  findPaymentByReference(database ?? getDb(), bankTransferReference(number, reference));

/**
 * A bank transfer seen on the operator's statement: recorded as a payment and applied exactly
 * like an online one (a deposit paid in full confirms the booking). `reference` makes a repeat
 * of the same transfer a no-op.
 */
export async function recordBankTransfer(number: string, amountCents: number, reference: string, actor: string, database?: Kysely<Database>) {
  const db = database ?? getDb();
  const merchantReference = bankTransferReference(number, reference);
  if (!(await findPaymentByReference(db, merchantReference))) {
    const booking = await findBooking(db, number);
    if (!booking) throw notFound();
    const now = new Date().toISOString();
    await insertPayment(db, {
      id: randomBytes(12).toString('hex'), booking_number: number, method: 'bank', merchant_reference: merchantReference, order_tracking_id: null,
      amount_cents: amountCents, currency: CURRENCY, status: 'pending', redirect_url: null, provider_status: `recorded by ${actor}`, created_at: now, updated_at: now,
    });
  }
  const payment = (await findPaymentByReference(db, merchantReference))!;
  if (payment.status === 'pending') await applyCompleted(db, payment, `bank transfer recorded by ${actor}`, new Date(), actor);
  return findBooking(db, number);
}

