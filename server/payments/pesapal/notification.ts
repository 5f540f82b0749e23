// What the provider sends to our IPN URL (GET query or POST JSON) and to the callback URL (query):
// which order changed, never how. The status is always read back with transactionStatus().

export type PesapalNotification = {
  orderTrackingId: string;
  merchantReference: string;
  /** IPNCHANGE (server to server), CALLBACKURL (the browser coming back) or RECURRING. */
  type: string;
};

const field = (input: Record<string, unknown>, name: string) => {
  const value = input[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
};

/** The notification in a query object or JSON body, or null when it names no order. */
export function readNotification(input: Record<string, unknown>): PesapalNotification | null {
  const orderTrackingId = field(input, 'OrderTrackingId');
  if (!/^[A-Za-z0-9-]{1,100}$/.test(orderTrackingId)) return null;
  return { orderTrackingId, merchantReference: field(input, 'OrderMerchantReference'), type: field(input, 'OrderNotificationType') };
}

/**
 * The JSON the provider expects back from an IPN: status 200 once we have recorded the change,
 * 500 when we could not (the provider then calls again later).
 */
export const ipnAcknowledgement = (n: PesapalNotification, recorded: boolean) => ({
  orderNotificationType: n.type || 'IPNCHANGE',
  orderTrackingId: n.orderTrackingId,
  orderMerchantReference: n.merchantReference,
  status: recorded ? 200 : 500,
});
