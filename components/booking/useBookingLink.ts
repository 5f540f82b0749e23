import { useRouter } from 'next/router';
import { BOOKING_NUMBER } from '@/lib/booking/schema';

/** `confirm`: the email-confirmation code of the link mailed to the traveller (empty otherwise). */
export type BookingLink = { bookingNumber: string; key: string; paymentFailed: boolean; confirm: string };

/**
 * The booking a static page (Payment, BookingCompleted) was opened for: ?booking=B-…&key=…, read
 * once the router knows the query (after hydration, so the prerendered HTML stays the same). Null
 * without them: the page shows its own static content.
 */
export function useBookingLink(): BookingLink | null {
  const { isReady, query } = useRouter();
  if (!isReady) return null;
  const bookingNumber = typeof query.booking === 'string' ? query.booking : '';
  const key = typeof query.key === 'string' ? query.key : '';
  if (!BOOKING_NUMBER.test(bookingNumber) || !key || key.length > 200) return null;
  const confirm = typeof query.confirm === 'string' && query.confirm.length <= 200 ? query.confirm : '';
  return { bookingNumber, key, paymentFailed: query.payment === 'failed', confirm };
}
