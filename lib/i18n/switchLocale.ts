import { alternateUrls } from './alternateUrls';
import type { Locale } from './config';

/** Query flag the middleware turns into the 365-day language cookie on the target domain. */
export const SET_LOCALE_PARAM = 'set-locale';

/**
 * Where the locale dropdown sends a traveller: the same page on the chosen language's
 * domain, using that language's slug when the page says its slugs differ.
 */
export function localeSwitchUrl(target: Locale, currentPath: string, alternates?: Partial<Record<Locale, string>>): string {
  const url = new URL(alternateUrls(currentPath, alternates)[target]);
  url.searchParams.set(SET_LOCALE_PARAM, '1');
  return url.toString();
}
