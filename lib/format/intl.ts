// One Intl formatter per language and option set, made on first use and kept. Building one is
// slow (a phone spends milliseconds on each), and a page with a dozen prices and dates used to
// build one per value while hydrating: profiled as the home page's costliest own function.

import { intlLocale } from '@/lib/i18n/intlLocale';

const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();

function keep<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(key: string, make: () => T): T {
  let formatter = kept.get(key) as T | undefined;
  if (!formatter) kept.set(key, (formatter = make()));
  return formatter;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  keep(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale(locale), options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  keep(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale(locale), options));

/** Throws, like the constructor, for a language tag Intl does not accept. */
export const displayNames = (locale: string, type: Intl.DisplayNamesType): Intl.DisplayNames =>
  keep(`names|${locale}|${type}`, () => new Intl.DisplayNames([intlLocale(locale)], { type }));
