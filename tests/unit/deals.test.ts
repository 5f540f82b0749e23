import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealCents, priceWithDeal } from '@/lib/catalogue/deals';

describe('a deal’s price', () => {
  it('is whole dollars, as the card shows it: 7 % off $ 2,150 is $ 2,000 (not $ 1,999.50), $ 250 off is $ 1,900', () => {
    expect(dealCents(215_000, { kind: 'percent', value: 7 })).toBe(200_000);
    expect(dealCents(215_000, { kind: 'amount', value: 25_000 })).toBe(190_000);
    expect(priceWithDeal(2150, { kind: 'percent', value: 7, endsOn: '2027-02-26' })).toEqual({ priceFrom: 2000, deal: { was: 2150, percent: 7, amount: null, endsOn: '2027-02-26' } });
  });

  it('without a deal, the price is the tour’s own to the cent', () => {
    expect(dealCents(123_456, null)).toBe(123_456);
    expect(priceWithDeal(2150, null)).toEqual({ priceFrom: 2150, deal: null });
  });

  it('never rises, never goes below nothing, and is what the card says times a hundred', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom('percent' as const, 'amount' as const), fc.integer({ min: 1, max: 10_000_000 }), (dollars, kind, value) => {
        const terms = { kind, value: kind === 'percent' ? 1 + (value % 90) : value, endsOn: '2027-01-01' };
        const cents = dealCents(dollars * 100, terms);
        expect(cents % 100).toBe(0);
        expect(cents).toBeLessThanOrEqual(dollars * 100);
        expect(cents).toBeGreaterThanOrEqual(0);
        expect(priceWithDeal(dollars, terms).priceFrom * 100).toBe(cents);
      }),
    );
  });
});
