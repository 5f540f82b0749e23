/**
 * A label's colon as the language writes it: French puts a no-break space before it ("Jour 1 :"),
 * the site's other languages none. Typography of the language, like a number's separators, so
 * it lives here and not in each label of the locale files.
 */
export const colon = (locale: string): string => (locale === 'fr' ? '\u00a0:' : ':');

/** "label: value" in the language's typography. */
export const labelled = (locale: string, label: string, value: string | number): string => `${label}${colon(locale)} ${value}`;
