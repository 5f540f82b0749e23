import localeConfig from '@/config/locales';

export type Locale = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt';

export const LOCALES = localeConfig.LOCALES as readonly Locale[];
export const DEFAULT_LOCALE = localeConfig.DEFAULT_LOCALE as Locale;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A locale from Next's router, falling back to the default for anything unexpected. */
export function asLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Each language's own name, as shown in the locale dropdown. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
};

/** The cookie that remembers a traveller's language choice, and for how long (spec: 365 days). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
