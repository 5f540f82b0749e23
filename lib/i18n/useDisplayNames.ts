import { useMemo } from 'react';
import type { DisplayNames } from './displayNames';
import { useI18n } from './I18nProvider';
import { displayNames } from '@/lib/format/intl';

/**
 * The table of country and language names the server sent with the page ("names" namespace), if
 * any: the browser shows exactly what the server rendered (its own Intl spells some otherwise).
 */
export function useSentNames(): DisplayNames | undefined {
  const names = useAnySentNames();
  // A page's few names (its reviews' countries) are no list to pick from: the picker then lists the browser's.
  return names?.partial ? undefined : names;
}

/** The table as sent, whole or a page's few names. */
function useAnySentNames(): DisplayNames | undefined {
  return useI18n().messages.names as unknown as DisplayNames | undefined;
}

/**
 * Country and language names in the page's language, from the server's table; without one (a
 * part drawn only in the browser) the browser's own Intl names them.
 */
export function useDisplayNames() {
  const { locale } = useI18n();
  const sent = useAnySentNames();
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
    return displayNames(locale, type).of(code) ?? code;
  } catch {
    return code;
  }
}
