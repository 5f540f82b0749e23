import { countryOptions } from '@/lib/leads/countries';
import { LOCALES } from './config';
import { intlLocale } from './intlLocale';

/** The site's languages and those the team speaks besides (Swahili). */
const LANGUAGE_CODES = [...LOCALES, 'sw'];

/** `partial`: only the countries a page shows (its reviews'), not a list to pick from. */
export type DisplayNames = { countries: Record<string, string>; languages: Record<string, string>; partial?: true };

const cache = new Map<string, DisplayNames>();

/**
 * Country and language names in a language, as the server's Intl spells and sorts them. Pages
 * that show such names send this table with their strings (the "names" namespace) and the
 * browser uses it as it is: browsers carry other ICU data than Node ("Hong Kong" against "Hong
 * Kong SAR China"), so names computed again in the browser would not match the server's HTML.
 * The countries are in the language's alphabetical order (object keys keep insertion order).
 */
export function displayNames(locale: string): DisplayNames {
  let names = cache.get(locale);
  if (!names) cache.set(locale, (names = build(locale)));
  return names;
}

/** The names of a few countries and languages only: a page that shows them (reviews) and offers no country picker. */
export function countryNamesFor(locale: string, codes: string[], languageCodes: string[] = []): DisplayNames {
  const all = displayNames(locale);
  const pick = (table: Record<string, string>, wanted: string[]) => Object.fromEntries([...new Set(wanted)].filter((code) => code in table).map((code) => [code, table[code]!]));
  return { countries: pick(all.countries, codes), languages: pick(all.languages, languageCodes), partial: true };
}

function build(locale: string): DisplayNames {
  const languages = new Intl.DisplayNames([intlLocale(locale)], { type: 'language' });
  return {
    countries: Object.fromEntries(countryOptions(locale).map((c) => [c.code, c.name])),
    languages: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, languages.of(code) ?? code])),
  };
}
