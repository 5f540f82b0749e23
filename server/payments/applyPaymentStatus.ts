import type { Kysely, Selectable } from 'kysely';
import { HOLD_HOURS } from '@/lib/booking/rules';
import { markRewardEarned, unearnBookingReward } from '@/server/affiliate/service';
import { prepareAccessKeys } from '@/server/bookings/accessKey';
import { findBooking, setBookingFields, updatePaymentFrom, type BookingRow } from '@/server/bookings/bookingRepository';
import { takeSeats } from '@/server/bookings/departureRepository';
import { mailFacts } from '@/server/bookings/facts';
import { moveBooking } from '@/server/bookings/transitions';
import type { Database, PaymentsTable } from '@/server/db/types';
import { bookingOperatorMail, bookingStatusMail, type BookingMailFacts } from '@/server/mail/bookingMails';
import { formatCents } from '@/lib/format/price';
import { enqueueMails } from '@/server/mail/outbox';
import { paymentReceivedMail, paymentReversedMail } from '@/server/mail/paymentMails';

type Payment = Selectable<PaymentsTable>;

/** Statuses that take money towards the trip; in any other the money is recorded and paid back. */
const TAKES_MONEY = ['awaiting_deposit', 'provisional', 'confirmed', 'expired'];

/**
 * A payment the provider says is completed: the payment row moves to completed exactly once (a
 * duplicate notification finds it completed and changes nothing), from pending, or from failed or
 * superseded (the provider's page let a failed attempt be tried again, or an order left behind
 * was paid after all: money taken is always recorded), the amount is added to the booking, and a
 * booking whose deposit is now paid is confirmed. A deposit that arrives after the hold expired
 * confirms the booking if its seats are still free; otherwise the operator is told to refund, as
 * for money that reaches a cancelled booking or goes beyond the price (walked: $ 810 paid on a
 * booking cancelled meanwhile was never recorded, and the IPN failed for ever). Returns whether
 * this call confirmed the booking.
 */
export async function applyCompleted(db: Kysely<Database>, payment: Payment, providerStatus: string, now: Date, actor = 'provider'): Promise<boolean> {
  await prepareAccessKeys(db);
  const confirmed = await db.transaction().execute(async (trx) => {
    if (!(await updatePaymentFrom(trx, payment.id, ['pending', 'failed', 'superseded'], { status: 'completed', provider_status: providerStatus, updated_at: now.toISOString() }))) return false;
    const booking = (await findBooking(trx, payment.booking_number))!;
    const paid = Number(booking.paid_cents) + Number(payment.amount_cents);
    const paidEnough = paid >= Number(booking.deposit_cents);
    const patch = { paid_cents: paid, ...(paidEnough ? { hold_expires_at: null } : {}) };
    const after: BookingRow = { ...booking, ...patch };
    const amount = Number(payment.amount_cents);
    // More than the price: the office is told what to pay back (the traveller's mail says it too).
    const overpaid = (facts: BookingMailFacts) => (facts.paidCents > facts.totalCents ? [bookingOperatorMail('overpaid', facts)] : []);
    if (!TAKES_MONEY.includes(booking.status)) {
      await setBookingFields(trx, booking.number, { paid_cents: paid });
      const facts = await mailFacts(trx, db, after);
      await enqueueMails(trx, [paymentReceivedMail(facts, amount, { closed: true }), bookingOperatorMail('paidWhenClosed', facts)], now);
      return false;
    }
    if (!paidEnough || booking.status === 'confirmed') {
      await setBookingFields(trx, booking.number, patch);
      // Part of the deposit, or the balance: the traveller's receipt, with what is left and by when.
      if (booking.status === 'awaiting_deposit' || booking.status === 'confirmed') {
        const facts = await mailFacts(trx, db, after);
        await enqueueMails(trx, [paymentReceivedMail(facts, amount), ...overpaid(facts)], now);
      }
      return false;
    }
    if (booking.status === 'expired' && booking.departure_id && !(await takeSeats(trx, booking.departure_id, Number(booking.seats)))) {
      await setBookingFields(trx, booking.number, patch);
      await enqueueMails(trx, [bookingOperatorMail('latePayment', await mailFacts(trx, db, after))], now);
      return false;
    }
    if (!(await moveBooking(trx, booking, 'confirmed', { actor, note: `${payment.method === 'bank' ? 'bank transfer' : 'online payment'} ${payment.merchant_reference}`, now, patch }))) return false;
    const facts = await mailFacts(trx, db, { ...after, status: 'confirmed' });
    await enqueueMails(trx, [bookingStatusMail('confirmed', facts), bookingOperatorMail('deposit', facts), ...overpaid(facts)], now);
    return true;
  });
  if (confirmed) await earnAffiliateReward(db, payment.booking_number);
  return confirmed;
}

/** A confirmed booking attributed to an affiliate when it was made (its quote or its link) earns that affiliate's reward. */
async function earnAffiliateReward(db: Kysely<Database>, number: string) {
  const booking = await findBooking(db, number);
  if (!booking) return;
  try {
    const earned = await markRewardEarned(booking, db);
    if (earned) console.info(`[payments] affiliate reward ${earned.id} earned by booking ${number}`);
  } catch (err) {
    // The booking is confirmed whatever happens here; the operator can still mark the reward.
    console.error(`[payments] affiliate reward for ${number} not recorded`, err);
  }
}

export async function applyFailed(db: Kysely<Database>, payment: Payment, providerStatus: string, now: Date): Promise<void> {
  await updatePaymentFrom(db, payment.id, 'pending', { status: 'failed', provider_status: providerStatus, updated_at: now.toISOString() });
}

/**
 * The provider reversed a completed payment: the amount comes off the booking, and a confirmed
 * booking waits for its deposit again (seats held another HOLD_HOURS).
 */
export async function applyReversed(db: Kysely<Database>, payment: Payment, providerStatus: string, now: Date): Promise<void> {
  await prepareAccessKeys(db);
  await db.transaction().execute(async (trx) => {
    if (!(await updatePaymentFrom(trx, payment.id, 'completed', { status: 'reversed', provider_status: providerStatus, updated_at: now.toISOString() }))) return;
    const booking = (await findBooking(trx, payment.booking_number))!;
    const paid = Math.max(0, Number(booking.paid_cents) - Number(payment.amount_cents));
    const amount = Number(payment.amount_cents);
    // The traveller hears of the reversal itself, with what is to pay again; the office too.
    const told = async (after: BookingRow) => {
      const facts = await mailFacts(trx, db, after);
      await enqueueMails(trx, [paymentReversedMail(facts, amount), bookingOperatorMail('reversed', facts, `Reversed: ${formatCents(amount)} (${payment.merchant_reference}).`)], now);
    };
    if (booking.status === 'confirmed' && paid < Number(booking.deposit_cents)) {
      const hold = new Date(now.getTime() + HOLD_HOURS * 3_600_000).toISOString();
      const patch = { paid_cents: paid, hold_expires_at: hold };
      if (await moveBooking(trx, booking, 'awaiting_deposit', { actor: 'provider', note: `payment ${payment.merchant_reference} reversed`, now, patch })) {
        // Earned by the deposit that is gone: pending again until a deposit confirms the booking.
        await unearnBookingReward(trx, booking.number);
        await told({ ...booking, ...patch, status: 'awaiting_deposit' });
      }
      return;
    }
    await setBookingFields(trx, booking.number, { paid_cents: paid });
    await told({ ...booking, paid_cents: paid });
  });
}
