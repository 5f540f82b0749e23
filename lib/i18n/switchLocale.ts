import { alternateUrls } from './alternateUrls';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from './config';
import { localeForHost } from './origins';

/**
 * Query flag of the dropdown's earlier links (bookmarked, shared or indexed): the middleware still
 * turns it into the language cookie and cleans the URL. The dropdown itself no longer adds it.
 */
export const SET_LOCALE_PARAM = 'set-locale';

/**
 * Where the locale dropdown sends a traveller: the same page on the chosen language's domain,
 * using that language's slug when the page says its slugs differ. A direct link (no redirect
 * hop through the server): the page it opens remembers the choice (rememberArrival).
 */
export function localeSwitchUrl(target: Locale, currentPath: string, alternates?: Partial<Record<Locale, string>>): string {
  return alternateUrls(currentPath, alternates)[target];
}

/** The language whose domain the visitor just came from, when it is another of this site's (the dropdown's links); else undefined. */
export function switchedFrom(referrer: string, locale: Locale): Locale | undefined {
  if (!referrer) return undefined;
  let host: string;
  try {
    host = new URL(referrer).host;
  } catch {
    return undefined;
  }
  const from = localeForHost(host);
  return from && from !== locale ? from : undefined;
}

/** The spec's language cookie on this domain, for 365 days (it names nothing private, so the page may write it). */
export function localeCookie(locale: Locale, https: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${https ? '; Secure' : ''}`;
}

/** In the browser: remembers this domain's language. */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}

/** In the browser, once a page is up: a visitor who arrived from another language's domain chose this language. */
export function rememberArrival(locale: Locale): void {
  if (switchedFrom(document.referrer, locale)) rememberLocale(locale);
}
