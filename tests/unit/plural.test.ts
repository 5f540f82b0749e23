import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/config';
import { isPluralForms, translate, type Messages } from '@/lib/i18n/translate';

const files = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(fs.readFileSync(path.resolve('locales', `${l}.json`), 'utf8')) as Messages]));
const say = (locale: string, key: string, count: number) => translate(files[locale], key, { count }, locale);

/** Every plural message of a file, by dotted key. */
function pluralMessages(tree: Messages, prefix = ''): [string, Messages][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [] : isPluralForms(v) ? [[prefix + k, v] as [string, Messages]] : pluralMessages(v, `${prefix}${k}.`),
  );
}

describe('plural forms (Intl.PluralRules) in the six languages', () => {
  const cases: Record<string, [number, string][]> = {
    en: [[0, '0 stars'], [1, '1 star'], [2, '2 stars'], [5, '5 stars']],
    de: [[0, '0 Sterne'], [1, '1 Stern'], [2, '2 Sterne'], [5, '5 Sterne']],
    fr: [[0, '0 étoile'], [1, '1 étoile'], [2, '2 étoiles'], [1000000, '1000000 étoiles']],
    es: [[0, '0 estrellas'], [1, '1 estrella'], [2, '2 estrellas'], [1000000, '1000000 estrellas']],
    it: [[0, '0 stelle'], [1, '1 stella'], [2, '2 stelle'], [5, '5 stelle']],
    pt: [[0, '0 estrelas'], [1, '1 estrela'], [2, '2 estrelas'], [5, '5 estrelas']],
  };
  for (const locale of LOCALES) {
    it(`${locale}: the guest book's star filter says 1 star and 2 stars in the language's forms`, () => {
      for (const [n, text] of cases[locale]) expect(say(locale, 'leads.guestbook.stars', n)).toBe(text);
    });
  }

  it('counts reviews in the singular for one and the plural otherwise', () => {
    expect(LOCALES.map((l) => say(l, 'leads.guestbook.count', 1))).toEqual(['1 review', '1 Bewertung', '1 avis', '1 opinión', '1 recensione', '1 avaliação']);
    expect(LOCALES.map((l) => say(l, 'leads.guestbook.count', 12))).toEqual(['12 reviews', '12 Bewertungen', '12 avis', '12 opiniones', '12 recensioni', '12 avaliações']);
    expect(say('de', 'catalogue.card.reviews', 1)).toBe('1 Bewertung');
    expect(say('it', 'home.stats.rating', 1)).toBe('valutazione media su 1 recensione');
  });

  for (const locale of LOCALES) {
    it(`${locale}: every plural message has a form for each category the language uses ("many" may share "other")`, () => {
      const needed = new Intl.PluralRules(locale === 'pt' ? 'pt-PT' : locale).resolvedOptions().pluralCategories.filter((c) => c !== 'many');
      const messages = pluralMessages(files[locale]);
      expect(messages.length).toBeGreaterThan(3);
      for (const [key, forms] of messages) expect(Object.keys(forms).sort(), key).toEqual([...needed].sort());
    });
  }

  it('a plural message asked without a number shows its key, never "[object Object]"', () => {
    expect(translate(files.en, 'leads.guestbook.stars')).toBe('leads.guestbook.stars');
  });
});
