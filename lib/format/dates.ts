import { dateTimeFormat, displayNames } from './intl';

/** "2026-03" → "March 2026" in the page's language. */
export function formatMonth(yyyyMm: string, locale: string): string {
  const [y, m] = yyyyMm.split('-').map(Number);
  if (!y || !m) return yyyyMm;
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** "DE" → "Germany" / "Deutschland" in the page's language. */
export function countryName(code: string, locale: string): string {
  try {
    return displayNames(locale, 'region').of(code) ?? code;
  } catch {
    return code;
  }
}

/** "2026-10-01" → "1 October 2026" (long) or "1 Oct 2026" (medium) in the page's language. */
export function formatDay(iso: string, locale: string, style: 'long' | 'medium' = 'long'): string {
  return dateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
