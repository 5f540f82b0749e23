import { getDb } from '@/server/db/connection';
import { handlePaymentNotice } from './paymentNotice';
import { paramText } from './paramText';

/**
 * The IPN's answer, in the provider's shape: `status: 200` once the notification is handled (also
 * for a duplicate, which changes nothing, and for an order that is not ours, which is ignored),
 * `status: 500` when the outcome could not be checked now, so the provider sends it again.
 */
export async function answerIpn(params: Record<string, unknown>) {
  const notice = { orderTrackingId: paramText(params.OrderTrackingId), orderMerchantReference: paramText(params.OrderMerchantReference) };
  const answer = { orderNotificationType: paramText(params.OrderNotificationType) || 'IPNCHANGE', orderTrackingId: notice.orderTrackingId, orderMerchantReference: notice.orderMerchantReference };
  try {
    const outcome = await handlePaymentNotice(getDb(), notice);
    if (outcome === 'unknown' || outcome === 'mismatch') console.warn(`[payments] IPN ignored (${outcome}) for ${notice.orderMerchantReference || '?'}`);
    return { ...answer, status: 200 };
  } catch (err) {
    console.error('[payments] IPN could not be handled now', err instanceof Error ? err.message : err);
    return { ...answer, status: 500 };
  }
}
