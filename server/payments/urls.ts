import type { Locale } from '@/lib/i18n/config';
import { absoluteUrl } from '@/lib/i18n/origins';

/** Where the provider sends its notifications: one URL for every language (registered once). */
export const ipnUrl = () => process.env.PESAPAL_IPN_URL || absoluteUrl('en', '/api/payments/pesapal/ipn');

/** Where the provider sends the traveller back: their booking's own domain, with the manage key. */
export const callbackUrl = (locale: Locale, number: string, key: string) =>
  absoluteUrl(locale, `/api/payments/pesapal/callback?booking=${encodeURIComponent(number)}&key=${encodeURIComponent(key)}`);
