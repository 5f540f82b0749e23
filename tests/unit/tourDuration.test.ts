import { describe, expect, it } from 'vitest';
import { tourDuration } from '@/lib/catalogue/tourDuration';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/config';

// Walked on 29 Nov: a day trip's page said "1 jours, 0 nuits" (and "1 days, 0 nights").
const say = (locale: Locale) => (key: string, params?: Record<string, string | number>) => translate(loadMessages(locale), key, params, locale);

describe('tourDuration', () => {
  it('a day trip is "1 day", with no nights, in every language', () => {
    expect(tourDuration(say('en'), 1, 0)).toBe('1 day');
    expect(tourDuration(say('fr'), 1, 0)).toBe('1 jour');
    expect(tourDuration(say('es'), 1, 0)).toBe('1 día');
    expect(tourDuration(say('it'), 1, 0)).toBe('1 giorno');
    expect(tourDuration(say('pt'), 1, 0)).toBe('1 dia');
    expect(tourDuration(say('de'), 1, 0)).toBe('1 Tag');
  });

  it('longer trips count days and nights, each in its plural', () => {
    expect(tourDuration(say('en'), 3, 2)).toBe('3 days, 2 nights');
    expect(tourDuration(say('de'), 2, 1)).toBe('2 Tage, 1 Nacht');
    expect(tourDuration(say('fr'), 6, 5)).toBe('6 jours, 5 nuits');
  });
});
