import { dateTimeFormat } from './intl';

/**
 * "28 November 2026, 14:05 GMT+3" in the page's language and the reader's time zone, named: a deadline
 * read by a traveller abroad must not leave them guessing whose evening it is (browser-only panels).
 */
export function formatMoment(iso: string, locale: string, timeZone?: string): string {
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }).format(new Date(iso));
}
