import { DEFAULT_LOCALE, LOCALES, type Locale } from './config';
import { absoluteUrl } from './origins';

/**
 * The same page's absolute URL on every language's domain: for the language menu, the
 * canonical link and hreflang. Pages whose slugs differ pass their own `alternates`.
 */
export function alternateUrls(currentPath: string, alternates?: Partial<Record<Locale, string>>): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, absoluteUrl(l, alternates?.[l] ?? currentPath)])) as Record<Locale, string>;
}

/** The hreflang set: the six languages (or those a page exists in) plus x-default (the English page, when there is one). */
export function hreflangLinks(urls: Record<Locale, string>, only: readonly Locale[] = LOCALES): { hrefLang: string; href: string }[] {
  return [...only.map((l) => ({ hrefLang: l, href: urls[l] })), ...(only.includes(DEFAULT_LOCALE) ? [{ hrefLang: 'x-default', href: urls[DEFAULT_LOCALE] }] : [])];
}
