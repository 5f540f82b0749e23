import { useRouter } from 'next/router';
import { bookingLinkOf, type BookingLink } from '@/lib/booking/bookingLink';

export type { BookingLink };

/**
 * The booking the page (Payment, BookingCompleted) was opened for: ?booking=B-…&key=…, from the
 * router's query (the server's render has it too). Null without them: the page shows its own content.
 */
export function useBookingLink(): BookingLink | null {
  const { isReady, query } = useRouter();
  return isReady ? bookingLinkOf(query) : null;
}
