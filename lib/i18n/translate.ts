import { elideBeforeNumbers } from './italianElision';
import { intlLocale } from './intlLocale';

export type Messages = { [key: string]: string | Messages };

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** A message with one form per plural category ({ one: '1 star', other: '{count} stars' }). */
export const isPluralForms = (node: Messages): boolean => 'other' in node && Object.keys(node).every((k) => PLURAL_CATEGORIES.has(k));

const rules = new Map<string, Intl.PluralRules>();
function pluralRules(locale: string): Intl.PluralRules {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(intlLocale(locale))));
  return r;
}

/**
 * The form of a plural message for `count` in the language: CLDR's category (Intl.PluralRules),
 * or "other" when the file has no separate text for it (French "many" is for millions).
 */
function pluralForm(node: Messages, count: number, locale: string): string | Messages | undefined {
  return node[pluralRules(locale).select(count)] ?? node.other;
}

/**
 * Looks up a dotted key and fills `{name}` placeholders; a missing key shows itself, never crashes.
 * A plural message is chosen by the number in `params.count` and the rules of `locale`.
 */
export function translate(messages: Messages, key: string, params?: Record<string, string | number>, locale = 'en'): string {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (node && typeof node === 'object' && isPluralForms(node) && typeof params?.count === 'number') node = pluralForm(node, params.count, locale);
  if (typeof node !== 'string') return key;
  if (!params) return node;
  const filled = node.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
  // "il {date}" with the 8th is "l'8 marzo": Italian's article depends on the number filled in.
  return locale === 'it' ? elideBeforeNumbers(filled) : filled;
}
