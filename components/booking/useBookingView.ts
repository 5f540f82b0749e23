import { useEffect, useState } from 'react';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { BookingView } from '@/server/bookings/dto';
import type { BookingLink } from './useBookingLink';

export type BookingViewState =
  | { status: 'loading' }
  | { status: 'succeeded'; booking: BookingView }
  | { status: 'notFound' }
  | { status: 'failed' };

type Options = {
  /** Ask again every few seconds while this holds (a payment the provider has not reported yet). */
  pollWhile?: (booking: BookingView) => boolean;
  /** What the page's server already read for this link: shown at once, not fetched again. */
  initial?: BookingViewState | null;
};

const POLL_MS = 3000;
const POLL_MAX = 20;

/** GET /api/bookings/{number}?key= for the page's booking link. */
export function useBookingView(link: BookingLink | null, { pollWhile, initial }: Options = {}): BookingViewState {
  const { locale } = useI18n();
  const [state, setState] = useState<BookingViewState>(initial ?? { status: 'loading' });
  const number = link?.bookingNumber;
  const key = link?.key;
  const confirm = link?.confirm;
  useEffect(() => {
    if (!number || !key) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (round: number) => {
      try {
        const { confirmBookingEmail, fetchBooking } = await import('@/services/bookings');
        // Opened from the mailed confirmation link: confirm first (once); a code that does not fit still shows the booking.
        const booking = confirm && round === 0 ? await confirmBookingEmail(locale, number, key, confirm).catch(() => fetchBooking(locale, number, key)) : await fetchBooking(locale, number, key);
        if (stopped) return;
        setState({ status: 'succeeded', booking });
        if (pollWhile?.(booking) && round < POLL_MAX) timer = setTimeout(() => void load(round + 1), POLL_MS);
      } catch (err) {
        if (stopped) return;
        const status = (err as { response?: { status?: number } }).response?.status;
        setState({ status: status === 404 ? 'notFound' : 'failed' });
      }
    };
    if (!initial) void load(0);
    else if (initial.status === 'succeeded' && pollWhile?.(initial.booking)) timer = setTimeout(() => void load(1), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [locale, number, key, confirm]); // eslint-disable-line react-hooks/exhaustive-deps
  return state;
}
