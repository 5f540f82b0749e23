import type { Kysely } from 'kysely';
import { findPaymentByTracking } from '@/server/bookings/bookingRepository';
import type { Database } from '@/server/db/types';
import { applyCompleted, applyFailed, applyReversed } from './applyPaymentStatus';
import { createPesapalClient } from './pesapal/client';
import { pesapalConfig } from './pesapal/config';

export type Notice = { orderTrackingId: string; orderMerchantReference: string };
export type NoticeOutcome = 'completed' | 'failed' | 'reversed' | 'pending' | 'unknown' | 'mismatch';

/**
 * What the provider told us (IPN or the traveller's return) is only a prompt: the payment's
 * outcome comes from GetTransactionStatus, and is applied only when the order is ours (tracking id
 * and merchant reference of one of our payments) and its amount and currency are what we asked.
 * Anything else changes nothing. Provider failures propagate (PaymentProviderError) so the IPN
 * answers an error and the provider tries again.
 */
export async function handlePaymentNotice(db: Kysely<Database>, notice: Notice): Promise<NoticeOutcome> {
  const config = pesapalConfig();
  const payment = notice.orderTrackingId ? await findPaymentByTracking(db, notice.orderTrackingId) : undefined;
  if (!config || !payment || payment.merchant_reference !== notice.orderMerchantReference) return 'unknown';
  const status = await createPesapalClient(config, db).transactionStatus(notice.orderTrackingId);
  const ours = status.merchantReference === payment.merchant_reference && status.currency === payment.currency && status.amountCents === Number(payment.amount_cents);
  const raw = JSON.stringify(status);
  if (status.statusCode !== 0 && !ours) {
    console.error(`[payments] status of ${payment.merchant_reference} does not match the order: ${raw}`);
    return 'mismatch';
  }
  const now = new Date();
  switch (status.statusCode) {
    case 1:
      await applyCompleted(db, payment, raw, now);
      return 'completed';
    case 2:
      await applyFailed(db, payment, raw, now);
      return 'failed';
    case 3:
      await applyReversed(db, payment, raw, now);
      return 'reversed';
    default:
      return 'pending';
  }
}
