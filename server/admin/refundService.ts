import { randomBytes } from 'node:crypto';
import { formatCents } from '@/lib/format/price';
import { asLocale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import { bookingRefund } from '@/lib/admin/bookingAmend';
import { prepareAccessKeys } from '@/server/bookings/accessKey';
import { findBooking, findPayment, insertRefund, listRefunds, setBookingFields } from '@/server/bookings/bookingRepository';
import { mailFacts } from '@/server/bookings/facts';
import { getDb } from '@/server/db/connection';
import { AppError, notFound, unavailable } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { enqueueMails } from '@/server/mail/outbox';
import { refundMadeMail } from '@/server/mail/paymentMails';
import { createPesapalClient, PaymentProviderError } from '@/server/payments/pesapal/client';
import { pesapalConfig } from '@/server/payments/pesapal/config';
import { adminBooking } from './bookingChange';
import { addBookingLine } from './bookingLinesService';
import { kindOfNumber } from './inboxItems';
import type { Operator } from './operatorService';
import { recordEvent } from './requestEvents';

const refusal = (field: string, key: string) => new AppError(400, 'invalid_input', 'api.invalidInput', { [field]: key });

/**
 * POST /api/admin/bookings/{number}/refunds { paymentId, amountCents, reference?, method?, lowerPrice? } → 201 { booking, refund }:
 * money paid back against one of the booking's completed payments, never more than is left of it.
 * A payment made online goes back through Pesapal's refund request (its confirmation code read
 * from the provider); a bank transfer is recorded as paid back by bank (or cash) with its
 * reference. What the booking holds (paid) goes down by it; the Payment page says what was refunded.
 * The price stays unless `lowerPrice` takes the refund off it too (a goodwill refund): else what
 * the refund leaves unpaid of the price is owed again (a duplicate payment paid back).
 */
export async function refundPayment(number: string, input: unknown, operator: Operator) {
  const r = parseInput(bookingRefund, input);
  if (kindOfNumber(number) !== 'booking') throw notFound();
  const db = getDb();
  const { booking, payment, left } = await withDatabase('admin-refund-read', async () => {
    const booking = await findBooking(db, number);
    if (!booking) throw notFound();
    const payment = await findPayment(db, r.paymentId);
    if (!payment || payment.booking_number !== number || payment.status !== 'completed') throw refusal('paymentId', 'validation.invalid');
    const refunded = (await listRefunds(db, number)).filter((x) => x.payment_id === payment.id).reduce((n, x) => n + Number(x.amount_cents), 0);
    return { booking, payment, left: Number(payment.amount_cents) - refunded };
  });
  if (r.amountCents > left) throw refusal('amountCents', 'validation.invalid');
  // Off the price first (a closed booking is refused here, before any money moves): if the refund
  // then fails, the traveller is shown the amount in their favour and the office can refund again.
  // No mail for the line: the refund's own mail says the new price. Without a reason, the line is
  // named in the traveller's language, as their invoice is.
  if (r.lowerPrice) {
    const description = r.reference || translate(loadMessages(asLocale(booking.locale)), 'mail.payment.refund.line');
    await addBookingLine(number, { kind: 'discount', description, amountCents: r.amountCents, quantity: 1 }, operator, { quiet: true, refundCents: r.amountCents });
  }

  let method: string = r.method ?? 'bank';
  let providerMessage: string | null = null;
  if (payment.method === 'online') {
    const config = pesapalConfig();
    if (!config || !payment.order_tracking_id) throw unavailable();
    try {
      const client = createPesapalClient(config, db);
      const { confirmationCode } = await client.transactionStatus(payment.order_tracking_id);
      providerMessage = (await client.refund({ confirmationCode, amount: r.amountCents / 100, username: operator.email, remarks: r.reference || `Refund for booking ${number}` })).message;
      method = 'online';
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      console.error(`[payments] refund of ${number} refused or unavailable: ${err.message}`);
      throw err.reason === 'rejected' ? refusal('amountCents', 'validation.invalid') : unavailable();
    }
  }
  const id = `refund-${randomBytes(6).toString('hex')}`;
  await prepareAccessKeys(db);
  await withDatabase('admin-refund', () =>
    db.transaction().execute(async (trx) => {
      const b = (await findBooking(trx, number))!;
      const now = new Date();
      await insertRefund(trx, { id, booking_number: number, payment_id: payment.id, amount_cents: r.amountCents, method, reference: r.reference, provider_message: providerMessage, created_at: now.toISOString(), created_by: operator.email });
      await setBookingFields(trx, number, { paid_cents: Math.max(0, Number(b.paid_cents) - r.amountCents), updated_at: now.toISOString() });
      await recordEvent(trx, { number, kind: 'booking', actor: operator.email, action: 'amend', note: `refund ${formatCents(r.amountCents)} by ${method}${r.reference ? ` (${r.reference})` : ''}`, now });
      // The traveller hears that the money is on its way, and what stays paid.
      await enqueueMails(trx, [refundMadeMail(await mailFacts(trx, db, { ...b, paid_cents: Math.max(0, Number(b.paid_cents) - r.amountCents) }), r.amountCents, method, { priceLowered: !!r.lowerPrice })], now);
    }),
  );
  return { ...(await adminBooking(number)), refund: { id, paymentId: payment.id, amountCents: r.amountCents, method, reference: r.reference } };
}
