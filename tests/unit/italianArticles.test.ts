import { describe, expect, it } from 'vitest';
import it_ from '@/locales/it.json';
import { translate, type Messages } from '@/lib/i18n/translate';

// Walked: the Italian deal badge read "Sconto del 8%" (it is "dell'8%"; also 11%, 80%…). Italian
// elides the article before a number said with a vowel (otto, undici, ottanta), so a template
// must not put an article or articulated preposition right before a number it does not know.

const messages = it_ as unknown as Messages;
const flatten = (tree: Messages, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));

/** Placeholders that hold a plain number. */
const NUMBERS = ['percent', 'count', 'age', 'infant', 'child', 'adult', 'camping', 'lodge', 'luxury', 'tailorMade', 'days', 'nights', 'n', 'minutes', 'hours', 'confirmHours', 'max', 'min', 'page', 'pages', 'travellers', 'left', 'step', 'rating', 'metres', 'size'];
/** "del 8", "il 11", "i 80", "dai 8": an article that only a number starting with a consonant takes. */
const UNELIDED = /(^|[\s(«])(il|lo|del|dal|al|nel|sul|col|i|dei|dai|ai|nei|sui|coi) (8|11|80)\b/i;

describe('Italian templates with a number', () => {
  for (const value of [8, 11, 80]) {
    it(`read right with ${value}`, () => {
      const params = Object.fromEntries(NUMBERS.map((n) => [n, value]));
      const wrong = flatten(messages)
        .filter(([, s]) => NUMBERS.some((n) => s.includes(`{${n}}`)))
        .map(([key, s]) => [key, s.replace(/\{(\w+)\}/g, (m, n: string) => (NUMBERS.includes(n) ? String(params[n]) : m))])
        .filter(([, s]) => UNELIDED.test(s));
      expect(wrong).toEqual([]);
    });
  }

  it('the deal badge: "Sconto 8%", "Sconto 11%"', () => {
    expect(translate(messages, 'catalogue.card.deal', { percent: 8 }, 'it')).toBe('Sconto 8%');
    expect(translate(messages, 'catalogue.card.deal', { percent: 11 }, 'it')).toBe('Sconto 11%');
  });
});
