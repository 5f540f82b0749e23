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
import { findOpenOnlinePayment, insertPayment } from '@/server/bookings/bookingRepository';
import { expireHolds } from '@/server/bookings/holdExpiry';
import { openBooking } from '@/server/bookings/viewService';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { createPesapalClient, PaymentProviderError } from './pesapal/client';
import { pesapalConfig } from './pesapal/config';
import { callbackUrl, ipnUrl } from './urls';

const body = z.object({ bookingNumber: oneLineString().max(20), key: oneLineString().max(100) });

/** How long an order opened at the provider is offered again instead of a new one (its hosted page stays valid well beyond). */
const OPEN_ORDER_MINUTES = 30;

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

/**
 * POST /api/submit-order-request: starts the online payment of the deposit (or, once the booking
 * is confirmed, of the balance). The server talks to the
 * provider (the merchant's credentials never reach the browser) and answers the hosted payment
 * page's `redirect_url`. Provider down: 503 with a clear message, the booking untouched, and a
 * later retry starts afresh with a new merchant reference.
 */
export async function submitOrderRequest(input: unknown, locale: Locale, database?: Kysely<Database>): Promise<{ redirect_url: string }> {
  const { bookingNumber, key } = parseInput(body, input);
  const config = pesapalConfig();
  if (!config) throw new AppError(400, 'payments_test_mode', 'api.paymentsTestMode');
  const db = database ?? getDb();
  const booking = await withDatabase('payment', async () => {
    await expireHolds(db, new Date());
    return openBooking(db, bookingNumber, key);
  });
  // The deposit while it is awaited; once the booking is confirmed, what is left of the price.
  const next = amountDue({ totalCents: Number(booking.total_cents), depositCents: Number(booking.deposit_cents), paidCents: Number(booking.paid_cents) });
  if (!payableOnline(booking.status, next)) throw new AppError(409, 'not_payable', 'api.bookingNotPayable');
  const due = next.cents;
  // A second tab (or a second click after the first went through) is sent to the order already
  // open for this amount: one order can be paid once, so the same money is never taken twice.
  const since = new Date(Date.now() - OPEN_ORDER_MINUTES * 60_000).toISOString();
  const open = await withDatabase('payment', () => findOpenOnlinePayment(db, booking.number, due, since));
  if (open?.redirect_url) return { redirect_url: open.redirect_url };

  const merchantReference = `${booking.number}-${randomBytes(4).toString('hex')}`;
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
    if (err instanceof PaymentProviderError) {
      console.error(`[payments] provider unavailable for ${booking.number}: ${err.message}`);
      throw unavailable();
    }
    throw err;
  }
  const now = new Date().toISOString();
  await withDatabase('payment', () =>
    insertPayment(db, {
      id: randomBytes(12).toString('hex'), booking_number: booking.number, method: 'online', merchant_reference: merchantReference,
      order_tracking_id: order.orderTrackingId, amount_cents: due, currency: CURRENCY, status: 'pending', redirect_url: order.redirectUrl,
      provider_status: null, created_at: now, updated_at: now,
    }),
  );
  return { redirect_url: order.redirectUrl };
}
