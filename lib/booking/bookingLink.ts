import { BOOKING_NUMBER } from './schema';

/** `confirm`: the email-confirmation code of the link mailed to the traveller (empty otherwise). */
export type BookingLink = { bookingNumber: string; key: string; paymentFailed: boolean; confirm: string };

type Query = Record<string, string | string[] | undefined>;

/**
 * The booking a page (Payment, BookingCompleted) was opened for: ?booking=B-…&key=…. Null
 * without them. Read the same way by the page's server side and by the browser.
 */
export function bookingLinkOf(query: Query): BookingLink | null {
  const bookingNumber = typeof query.booking === 'string' ? query.booking : '';
  const key = typeof query.key === 'string' ? query.key : '';
  if (!BOOKING_NUMBER.test(bookingNumber) || !key || key.length > 200) return null;
  const confirm = typeof query.confirm === 'string' && query.confirm.length <= 200 ? query.confirm : '';
  return { bookingNumber, key, paymentFailed: query.payment === 'failed', confirm };
}
