import { useMemo } from 'react';
import { countryOptions } from '@/lib/leads/countries';
import type { DisplayNames } from './displayNames';
import { useI18n } from './I18nProvider';

/**
 * Country and language names for the page's language, from the table the server sent with the
 * page ("names" namespace), so the browser shows exactly what the server rendered. Without that
 * table (a part drawn only in the browser) the browser's own Intl names them.
 */
export function useDisplayNames() {
  const { locale, messages } = useI18n();
  return useMemo(() => {
    const sent = messages.names as DisplayNames | undefined;
    const countries = sent?.countries ?? Object.fromEntries(countryOptions(locale).map((c) => [c.code, c.name]));
    const language = (code: string) => sent?.languages[code] ?? browserName(locale, 'language', code);
    return {
      /** Every country offered in pickers, in the language's alphabetical order. */
      countryOptions: Object.entries(countries).map(([code, name]) => ({ code, name })),
      country: (code: string) => countries[code] ?? browserName(locale, 'region', code),
      language,
    };
  }, [locale, messages]);
}

function browserName(locale: string, type: 'region' | 'language', code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}
