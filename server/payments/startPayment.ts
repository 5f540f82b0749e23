import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { amountDue, payableOnline } from '@/lib/booking/amountDue';
import { CURRENCY } from '@/lib/booking/rules';
import { asLocale, type Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import { dueInFull } from '@/lib/booking/statusWording';
import { oneLineString } from '@/lib/validation/text';
import { accessKeyFor } from '@/server/bookings/accessKey';
import { deleteUnopenedOrder, findLatestOnlineOrder, insertPayment, updatePayment, updatePaymentFrom } from '@/server/bookings/bookingRepository';
import { expireHolds } from '@/server/bookings/holdExpiry';
import { openBooking } from '@/server/bookings/viewService';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { createPesapalClient, PaymentProviderError } from './pesapal/client';
import { pesapalConfig } from './pesapal/config';
import { handlePaymentNotice } from './paymentNotice';
import { callbackUrl, ipnUrl } from './urls';

const body = z.object({ bookingNumber: oneLineString().max(20), key: oneLineString().max(100) });

/** An order row without its provider page yet is being opened by another request for this long; older, it was abandoned (a crash). */
const OPENING_MS = 60_000;
/** How long a second click waits for the order another request is opening. */
const WAIT_FOR_OPENING_MS = 5_000;
/** Statuses in which a booking takes no more money: what still arrives is recorded and refunded. */
const CLOSED_STATUSES = ['cancelled', 'expired', 'completed'];

/**
 * What the provider's page says is being paid, in the traveller's language (walked: "Deposit for
 * booking …", in English, for a trip paid in full on the Italian site): the deposit, the balance,
 * or the payment (everything at once, or what a refund left to pay again).
 */
function orderDescription(booking: { number: string; locale: string; status: string; total_cents: number; deposit_cents: number }, kind: 'deposit' | 'balance' | 'none'): string {
  const locale = asLocale(booking.locale);
  const whole = dueInFull({ totalCents: Number(booking.total_cents), depositCents: Number(booking.deposit_cents) }) || booking.status === 'confirmed';
  const what = kind === 'balance' ? 'balance' : whole ? 'payment' : 'deposit';
  return translate(loadMessages(locale), `booking.pay.order.${what}`, { number: booking.number }, locale);
}

const unavailable = () => new AppError(503, 'payment_unavailable', 'api.paymentUnavailable', undefined, { 'Retry-After': '60' });

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const starting = () => new AppError(409, 'payment_starting', 'api.paymentStarting', undefined, { 'Retry-After': '5' });

/**
 * What the provider says of the booking's newest order that may still be paid (the open one, or a
 * failed attempt its page lets the traveller try again; an open order is always the newest, since
 * a new one is opened only once the old one is superseded): one paid meanwhile, in another tab or
 * on a retry, counts before anything new is asked. Answers whether the booking may have changed.
 * Provider down: 503, nothing opened.
 */
async function settleEarlierOrder(db: Kysely<Database>, number: string): Promise<boolean> {
  const order = await findLatestOnlineOrder(db, number);
  if (!order?.order_tracking_id) return false;
  try {
    const outcome = await handlePaymentNotice(db, { orderTrackingId: order.order_tracking_id, orderMerchantReference: order.merchant_reference });
    return outcome === 'completed' || outcome === 'failed' || outcome === 'reversed';
  } catch (err) {
    if (err instanceof PaymentProviderError) throw unavailable();
    throw err;
  }
}

/**
 * The provider page of the order already opened for this amount, if any: one order is open per
 * booking (payments_one_open_online), so two tabs or a second click pay the same order, which can
 * be paid once. An order for another amount (the office changed the booking) is superseded; one
 * another request is opening right now is waited for.
 */
async function orderToReuse(db: Kysely<Database>, number: string, due: number): Promise<string | undefined> {
  for (const deadline = Date.now() + WAIT_FOR_OPENING_MS; ; ) {
    const latest = await findLatestOnlineOrder(db, number);
    if (!latest) return undefined;
    const opening = latest.status === 'pending' && !latest.redirect_url;
    if (opening && Date.now() - Date.parse(latest.created_at) < OPENING_MS) {
      if (Date.now() > deadline) throw starting();
      await sleep(200);
      continue;
    }
    if (opening) {
      await deleteUnopenedOrder(db, latest.id);
      continue;
    }
    if (Number(latest.amount_cents) !== due) {
      await updatePaymentFrom(db, latest.id, 'pending', { status: 'superseded', updated_at: new Date().toISOString() });
      return undefined;
    }
    if (!latest.redirect_url) return undefined;
    // Open again from now (BookingCompleted waits for the provider's word on a recent one); a
    // failed attempt too: the provider lets its page be tried again.
    await updatePaymentFrom(db, latest.id, latest.status, { status: 'pending', updated_at: new Date().toISOString() }).catch(() => false);
    return latest.redirect_url;
  }
}

/**
 * POST /api/submit-order-request: starts the online payment of the deposit (or, once the booking
 * is confirmed, of what is left). The server talks to the provider (the merchant's credentials
 * never reach the browser) and answers the hosted payment page's `redirect_url`: the page of the
 * order already open for that amount, else a new order's. Provider down: 503 with a clear
 * message, the booking untouched, and a later retry starts afresh with a new merchant reference.
 */
export async function submitOrderRequest(input: unknown, locale: Locale, database?: Kysely<Database>): Promise<{ redirect_url: string }> {
  const { bookingNumber, key } = parseInput(body, input);
  const config = pesapalConfig();
  if (!config) throw new AppError(400, 'payments_test_mode', 'api.paymentsTestMode');
  const db = database ?? getDb();
  const opened = await withDatabase('payment', async () => {
    await expireHolds(db, new Date());
    // The key first: nobody else makes the site ask the provider anything.
    return openBooking(db, bookingNumber, key);
  });
  const booking = (await settleEarlierOrder(db, bookingNumber)) ? await withDatabase('payment', () => openBooking(db, bookingNumber, key)) : opened;
  if (CLOSED_STATUSES.includes(booking.status)) throw new AppError(409, 'booking_closed', 'api.bookingClosed');
  // The deposit while it is awaited; once the booking is confirmed, what is left of the price.
  const next = amountDue({ totalCents: Number(booking.total_cents), depositCents: Number(booking.deposit_cents), paidCents: Number(booking.paid_cents), balanceDueDate: booking.balance_due_date });
  if (!payableOnline(booking.status, next)) throw new AppError(409, 'not_payable', 'api.bookingNotPayable');
  const due = next.cents;
  const reused = await withDatabase('payment', () => orderToReuse(db, booking.number, due));
  if (reused) return { redirect_url: reused };

  // The order's row first, without its page: a second request at the same moment finds it (or
  // loses the insert to the unique index) and waits for this one's page instead of opening another.
  const merchantReference = `${booking.number}-${randomBytes(4).toString('hex')}`;
  const id = randomBytes(12).toString('hex');
  const at = new Date().toISOString();
  try {
    await insertPayment(db, {
      id, booking_number: booking.number, method: 'online', merchant_reference: merchantReference, order_tracking_id: null, amount_cents: due, currency: CURRENCY,
      status: 'pending', redirect_url: null, provider_status: null, created_at: at, updated_at: at,
    });
  } catch (err) {
    if ((await findLatestOnlineOrder(db, booking.number).catch(() => undefined))?.status !== 'pending') throw err;
    const other = await withDatabase('payment', () => orderToReuse(db, booking.number, due));
    if (other) return { redirect_url: other };
    throw starting();
  }
  const [firstName, ...rest] = booking.full_name.split(/\s+/);
  let order;
  try {
    const client = createPesapalClient(config, db);
    order = await client.submitOrder({
      merchantReference,
      amountCents: due,
      currency: CURRENCY,
      description: orderDescription(booking, next.kind),
      callbackUrl: callbackUrl(booking.locale as Locale, booking.number, await accessKeyFor(db, booking.number)),
      ipnUrl: ipnUrl(),
      billing: { email: booking.email, phone: booking.phone, countryCode: booking.country, firstName: firstName ?? '', lastName: rest.join(' ') },
    });
  } catch (err) {
    await deleteUnopenedOrder(db, id).catch(() => undefined);
    if (err instanceof PaymentProviderError) {
      console.error(`[payments] provider unavailable for ${booking.number}: ${err.message}`);
      throw unavailable();
    }
    throw err;
  }
  await withDatabase('payment', () => updatePayment(db, id, { order_tracking_id: order.orderTrackingId, redirect_url: order.redirectUrl, updated_at: new Date().toISOString() }));
  return { redirect_url: order.redirectUrl };
}
