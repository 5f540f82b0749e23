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

/** Placeholders that hold a date ("8 marzo 2026"), a time or a year. */
const DATES = ['date', 'start', 'holdUntil', 'balanceDue', 'fullDue', 'due', 'dates', 'day', 'time', 'before', 'was'];

describe('Italian templates with a number', () => {
  for (const value of [8, 11, 80]) {
    it(`read right with ${value}, as a number and as a day of the month`, () => {
      const params = Object.fromEntries([...NUMBERS.map((n) => [n, value]), ...DATES.map((n) => [n, `${value % 40} marzo 2026`])]);
      const wrong = flatten(messages)
        .filter(([, s]) => [...NUMBERS, ...DATES].some((n) => s.includes(`{${n}}`)))
        .map(([key]) => [key, translate(messages, key, params, 'it')])
        .filter(([, s]) => UNELIDED.test(s) || s.includes('undefined'));
      expect(wrong).toEqual([]);
    });
  }

  it('elides what a template cannot know: "entro l\'8 marzo", "Pubblicato l\'11 aprile", but "il 18 maggio", "il 110"', () => {
    expect(translate(messages, 'blog.published', { date: '8 marzo 2026' }, 'it')).toBe("Pubblicato l'8 marzo 2026");
    expect(translate(messages, 'blog.published', { date: '11 aprile 2026' }, 'it')).toBe("Pubblicato l'11 aprile 2026");
    expect(translate(messages, 'blog.published', { date: '18 maggio 2026' }, 'it')).toBe('Pubblicato il 18 maggio 2026');
    expect(translate(messages, 'blog.published', { date: '1 maggio 2026' }, 'it')).toBe('Pubblicato il 1 maggio 2026');
    expect(translate({ x: 'Il {day} è libero; tutti i {count} posti, dai {age} anni' }, 'x', { day: '8 marzo', count: 80, age: 11 }, 'it')).toBe("L'8 marzo è libero; tutti gli 80 posti, dagli 11 anni");
    expect(translate({ x: 'il {n} e dal {m}' }, 'x', { n: 110, m: '1.100' }, 'it')).toBe('il 110 e dal 1.100');
    // Only Italian: French "le 8 mars" stays.
    expect(translate({ x: 'Publié le {date}' }, 'x', { date: '8 mars 2026' }, 'fr')).toBe('Publié le 8 mars 2026');
  });

  it('the deal badge: "Sconto 8%", "Sconto 11%"', () => {
    expect(translate(messages, 'catalogue.card.deal', { percent: 8 }, 'it')).toBe('Sconto 8%');
    expect(translate(messages, 'catalogue.card.deal', { percent: 11 }, 'it')).toBe('Sconto 11%');
  });
});
