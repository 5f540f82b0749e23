import { centsToAmount } from './amounts';

/** A payment we ask the provider to collect. */
export type PesapalOrder = {
  /** Unique per payment attempt at the provider: letters, digits and - _ . : only, at most 50. */
  merchantReference: string;
  amountCents: number;
  /** ISO 4217, e.g. USD. */
  currency: string;
  /** Shown on the provider's page; cut to 100 characters. */
  description: string;
  /** Where the provider sends the traveller's browser back to. */
  callbackUrl: string;
  /** Where the provider tells our server that a status changed. */
  ipnUrl: string;
  billing: { email: string; phone?: string; countryCode?: string; firstName?: string; lastName?: string };
};

const MERCHANT_REFERENCE = /^[A-Za-z0-9\-_.:]{1,50}$/;
const DESCRIPTION_MAX = 100;

/** The SubmitOrderRequest body for an order and our IPN id. */
export function submitOrderBody(order: PesapalOrder, notificationId: string) {
  // A reference the provider would refuse is our bug, not the provider being down.
  if (!MERCHANT_REFERENCE.test(order.merchantReference)) throw new Error(`invalid merchant reference: ${order.merchantReference}`);
  const { billing } = order;
  return {
    id: order.merchantReference,
    currency: order.currency.toUpperCase(),
    amount: centsToAmount(order.amountCents),
    description: cut(order.description.trim(), DESCRIPTION_MAX),
    callback_url: order.callbackUrl,
    notification_id: notificationId,
    billing_address: {
      email_address: billing.email,
      phone_number: billing.phone ?? '',
      country_code: billing.countryCode ?? '',
      first_name: billing.firstName ?? '',
      last_name: billing.lastName ?? '',
    },
  };
}

/** At most `max` characters, never splitting a character made of two UTF-16 units. */
function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}
