import { describe, expect, it } from 'vitest';
import { tourLength } from '@/lib/format/tourLength';
import { translate, type Messages } from '@/lib/i18n/translate';
import de from '@/locales/de.json';
import en from '@/locales/en.json';

// Walked on 30 Nov: a day trip's booking page and its departures said "1 days" ("1 Tage").
const tOf = (messages: unknown, locale: string) => (key: string, params?: Record<string, string | number>) => translate(messages as Messages, key, params, locale);

describe("a tour's length in words", () => {
  it('a day trip is one day, a longer tour its days, in the page language', () => {
    expect(tourLength(tOf(en, 'en'), 1)).toBe('1 day');
    expect(tourLength(tOf(en, 'en'), 6)).toBe('6 days');
    expect(tourLength(tOf(de, 'de'), 1)).toBe('1 Tag');
    expect(tourLength(tOf(de, 'de'), 6)).toBe('6 Tage');
  });
});
