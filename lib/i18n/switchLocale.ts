import type { Locale } from './config';
import { absoluteUrl } from './origins';

/** Query flag the middleware turns into the 365-day language cookie on the target domain. */
export const SET_LOCALE_PARAM = 'set-locale';

/**
 * Where the locale dropdown sends a traveller: the same page on the chosen language's
 * domain, using that language's slug when the page says its slugs differ.
 */
export function localeSwitchUrl(target: Locale, currentPath: string, alternates?: Partial<Record<Locale, string>>): string {
  const path = alternates?.[target] ?? currentPath;
  const url = new URL(absoluteUrl(target, path));
  url.searchParams.set(SET_LOCALE_PARAM, '1');
  return url.toString();
}
