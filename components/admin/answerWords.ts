import en from '@/locales/en.json';
import { countryName } from '@/lib/format/dates';

const OPTIONS = en.leads.options as Record<string, Record<string, string>>;
const COUNTRY_FIELDS = new Set(['country', 'countryOfResidence', 'country_of_residence']);

/**
 * A stored answer in the office's words: a form's option by its English label ("under-2000" →
 * "Under $ 2,000", "alone" → "Just me"), a country by its name ("AF" → "Afghanistan (AF)"), as the
 * office's notice mail writes them. Anything else as it was sent.
 */
export function answerWords(key: string, value: unknown): unknown {
  if (typeof value === 'string' && OPTIONS[key]?.[value]) return OPTIONS[key][value];
  if (Array.isArray(value) && OPTIONS[key] && value.every((v) => typeof v === 'string' && OPTIONS[key]![v])) return value.map((v) => OPTIONS[key]![v as string]);
  if (typeof value === 'string' && COUNTRY_FIELDS.has(key) && /^[A-Z]{2}$/.test(value)) return `${countryName(value, 'en')} (${value})`;
  return value;
}
