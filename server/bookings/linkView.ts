import type { ServerResponse } from 'node:http';
import type { BookingViewState } from '@/components/booking/useBookingView';
import { bookingLinkOf } from '@/lib/booking/bookingLink';
import { AppError } from '@/server/http/errors';
import { privateAnswer } from '@/server/http/privateAnswer';
import { PUBLIC_PAGE_CACHE } from '@/server/pages/pageProps';
import { getBookingView } from './viewService';

type Query = Record<string, string | string[] | undefined>;

/**
 * The booking a page was opened for (?booking=&key=), read on the server so that its first HTML
 * is that booking, not the page's generic content swapped once scripts run. Null when the page
 * has no booking link, or when the browser must read it itself: a mailed confirmation link
 * (confirming is the browser's POST, never a GET a mail scanner could make) or a database that
 * did not answer (the browser asks again). The answer's cache policy follows: private with a
 * link, and without one the page's own content, the same for everyone, which shared caches may keep.
 */
export async function bookingLinkView(query: Query, res: ServerResponse, locale?: string): Promise<BookingViewState | null> {
  const link = bookingLinkOf(query);
  if (!link) {
    res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE);
    return null;
  }
  privateAnswer(res);
  if (link.confirm) return null;
  try {
    // As the API sends it (JSON): the page hands the browser exactly what a fetch would give it.
    return { status: 'succeeded', booking: JSON.parse(JSON.stringify(await getBookingView(link.bookingNumber, link.key, undefined, locale))) };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) {
      res.statusCode = 404;
      return { status: 'notFound' };
    }
    if (err instanceof AppError) return null;
    throw err;
  }
}
