import { dateTimeFormat } from './intl';

/** "28 Nov 2026, 14:05" in the page's language and the reader's time zone (browser-only panels). */
export function formatMoment(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
