import { z } from 'zod';
import { formatCents } from '@/lib/format/price';
import { wholeNumber } from '@/lib/validation/numbers';
import { multiLineString, oneLineString } from '@/lib/validation/text';
import { stepApplies, refusalKey, type BookingStep } from '@/lib/admin/bookingSteps';
import { findBooking, type BookingRow } from '@/server/bookings/bookingRepository';
import { cancelBooking, confirmAvailability, findBankTransfer, issueBookingInvoice, recordBankTransfer } from '@/server/bookings/operatorActions';
import { getDb } from '@/server/db/connection';
import { AppError, notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { kickOutbox } from '@/server/mail/worker';
import { kindOfNumber } from './inboxItems';
import { inboxDetail } from './inboxService';
import type { Operator } from './operatorService';
import { recordEvent } from './requestEvents';

// The booking steps of the back office: thin wrappers around server/bookings/operatorActions
// (one transaction each, the history line by the operator's address, the traveller's mail), so a
// booking moves the same way whoever moves it. Each answers the booking's { request, earlier }, as GET /api/admin/inbox/{number} does.

/** A bank statement's reference: it becomes part of the payment's merchant reference (50 characters with the booking number). */
export const depositSchema = z.object({ amountCents: wholeNumber(1, 100_000_000).optional(), reference: oneLineString().min(1, { error: 'key:required' }).max(30) });
export const cancelSchema = z.object({ reason: multiLineString().min(1, { error: 'key:required' }).max(500) });

const refused = (key = 'api.bookingStepRefused') => new AppError(409, 'invalid_transition', key);

/**
 * Runs one step and answers the booking's detail. A step the booking's status does not allow is
 * a 409 that says why (it is cancelled, its invoice was issued…), before anything is attempted;
 * one a colleague's step overtook is the booking process's own 409.
 */
async function step(name: BookingStep, number: string, run: (booking: BookingRow) => Promise<unknown>) {
  if (kindOfNumber(number) !== 'booking') throw notFound();
  const detail = await withDatabase(`admin-${name}`, async () => {
    const booking = await findBooking(getDb(), number);
    if (!booking) throw notFound();
    if (!stepApplies(name, booking.status)) throw refused(refusalKey(name, booking.status));
    try {
      await run(booking);
    } catch (err) {
      if (err instanceof AppError && err.code === 'invalid_transition') throw refused();
      throw err;
    }
    return inboxDetail(getDb(), number);
  });
  kickOutbox();
  return detail;
}

/** POST /api/admin/bookings/{number}/confirm: availability confirmed (inquiry → provisional). */
export const confirmBookingStep = (number: string, operator: Operator) => step('confirm', number, () => confirmAvailability(number, operator.email));

/** POST /api/admin/bookings/{number}/invoice: the deposit invoice issued (provisional → awaiting_deposit). */
export const invoiceBookingStep = (number: string, operator: Operator) => step('invoice', number, () => issueBookingInvoice(number, operator.email));

/** POST /api/admin/bookings/{number}/cancel { reason }: cancelled, seats back on sale. */
export function cancelBookingStep(number: string, input: unknown, operator: Operator) {
  const { reason } = parseInput(cancelSchema, input);
  return step('cancel', number, () => cancelBooking(number, operator.email, reason));
}

/**
 * POST /api/admin/bookings/{number}/deposit { amountCents?, reference }: a bank transfer seen on the
 * statement. Without an amount, what is due now: the rest of the deposit, or else the balance.
 * A reference recorded already on the booking is a 409 that says so (nothing is added twice).
 */
export function depositBookingStep(number: string, input: unknown, operator: Operator) {
  const { amountCents, reference } = parseInput(depositSchema, input);
  return step('deposit', number, async (booking) => {
    if (await findBankTransfer(number, reference)) throw new AppError(409, 'reference_exists', 'api.bankReferenceExists');
    const total = Number(booking.total_cents);
    const deposit = Number(booking.deposit_cents);
    const paid = Number(booking.paid_cents);
    const due = amountCents ?? (paid < deposit ? deposit - paid : total - paid);
    if (due <= 0) throw new AppError(409, 'nothing_due', 'api.nothingDue');
    const after = await recordBankTransfer(number, due, reference, operator.email);
    // A payment that changes no status (part of a deposit, the balance) still belongs in the history.
    const received = Number(after?.paid_cents ?? paid) - paid;
    if (received > 0) await recordEvent(getDb(), { number, kind: 'booking', actor: operator.email, action: 'deposit', note: `${formatCents(received)} by bank transfer, reference ${reference}`, now: new Date() });
  });
}
