import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CURRENCY } from '@/lib/booking/rules';
import type { Locale } from '@/lib/i18n/config';
import { oneLineString } from '@/lib/validation/text';
import { accessKeyFor } from '@/server/bookings/accessKey';
import { insertPayment } from '@/server/bookings/bookingRepository';
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

const unavailable = () => new AppError(503, 'payment_unavailable', 'api.paymentUnavailable', undefined, { 'Retry-After': '60' });

/**
 * POST /api/submit-order-request: starts the online deposit payment. The server talks to the
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
  const due = Number(booking.deposit_cents) - Number(booking.paid_cents);
  if (booking.status !== 'awaiting_deposit' || due <= 0) throw new AppError(409, 'not_payable', 'api.bookingNotPayable');

  const merchantReference = `${booking.number}-${randomBytes(4).toString('hex')}`;
  const [firstName, ...rest] = booking.full_name.split(/\s+/);
  let order;
  try {
    const client = createPesapalClient(config, db);
    order = await client.submitOrder({
      merchantReference,
      amountCents: due,
      currency: CURRENCY,
      description: `Deposit for booking ${booking.number}`,
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
