import { useMemo } from 'react';
import type { DisplayNames } from './displayNames';
import { useI18n } from './I18nProvider';

/**
 * The table of country and language names the server sent with the page ("names" namespace), if
 * any: the browser shows exactly what the server rendered (its own Intl spells some otherwise).
 */
export function useSentNames(): DisplayNames | undefined {
  return useI18n().messages.names as DisplayNames | undefined;
}

/**
 * Country and language names in the page's language, from the server's table; without one (a
 * part drawn only in the browser) the browser's own Intl names them.
 */
export function useDisplayNames() {
  const { locale } = useI18n();
  const sent = useSentNames();
  return useMemo(
    () => ({
      country: (code: string) => sent?.countries[code] ?? browserName(locale, 'region', code),
      language: (code: string) => sent?.languages[code] ?? browserName(locale, 'language', code),
    }),
    [locale, sent],
  );
}

function browserName(locale: string, type: 'region' | 'language', code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}
