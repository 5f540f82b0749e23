import { describe, expect, it } from 'vitest';
import { displayNames } from '@/lib/i18n/displayNames';
import { countryOptions } from '@/lib/leads/countries';
import { numberFormat } from '@/lib/format/intl';
import { translate } from '@/lib/i18n/translate';
import pt from '@/locales/pt.json';

// Walked on 30 Nov: the Portuguese site (Portugal's: "contacto", "equipa") listed "Quênia",
// "Estônia", "Polônia" and "Vietnã", Brazil's spellings, in its country picker and in its mails.

describe("the Portuguese site speaks Portugal's Portuguese in what Intl writes", () => {
  it('country names as Portugal spells them, in the picker and in the names sent with a page', () => {
    const names = Object.fromEntries(countryOptions('pt').map((c) => [c.code, c.name]));
    expect(names).toMatchObject({ KE: 'Quénia', EE: 'Estónia', PL: 'Polónia', VN: 'Vietname', MC: 'Mónaco' });
    expect(displayNames('pt').countries).toMatchObject({ KE: 'Quénia', AM: 'Arménia', SI: 'Eslovénia' });
  });

  it("numbers and plurals by Portugal's rules", () => {
    // Portugal groups thousands with a space and leaves four digits ungrouped; Brazil writes 1.234.
    expect(numberFormat('pt').format(1234.5)).toBe('1234,5');
    expect(numberFormat('pt').format(12345)).toBe('12\u00a0345');
    // 0 takes the plural in Portugal ("0 avaliações"), the singular in Brazil.
    expect(translate(pt as never, 'catalogue.card.reviews', { count: 0 })).toBe(translate(pt as never, 'catalogue.card.reviews', { count: 2 }).replace('2', '0'));
  });
});
