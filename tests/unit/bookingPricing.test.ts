import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysUntil, depositRuleFor, depositTerms, dollarsPercentOf, levelPriceCents, percentOf, priceBooking } from '@/lib/booking/pricing';
import { BOOKING_LEVELS, DEPOSIT_PERCENT } from '@/lib/booking/rules';
import { formatCents } from '@/lib/format/price';
import { TOURS } from '@/server/db/seed/catalogue/tours';

const TODAY = '2026-11-26';
const base = { tourLevel: 'mid-range' as const, level: 'mid-range' as const, safariType: 'lodge' as const, adults: 2, childrenAges: [], startDate: '2027-06-01', today: TODAY };

describe('deposit rules', () => {
  it('asks 10 % for camping, 30 % for lodges, 50 % for luxury and tailor-made trips', () => {
    expect(DEPOSIT_PERCENT[depositRuleFor('camping', 'budget')]).toBe(10);
    expect(DEPOSIT_PERCENT[depositRuleFor('lodge', 'mid-range')]).toBe(30);
    expect(DEPOSIT_PERCENT[depositRuleFor('lodge', 'luxury')]).toBe(50);
    expect(DEPOSIT_PERCENT[depositRuleFor('camping', 'luxury')]).toBe(50);
    expect(DEPOSIT_PERCENT[depositRuleFor('lodge', 'budget', true)]).toBe(50);
  });

  it('asks the whole price for a trip starting within 60 days, the balance 60 days before the start otherwise', () => {
    expect(depositTerms(100_000, 'lodge', '2027-01-24', TODAY)).toMatchObject({ depositPercent: 100, depositCents: 100_000, balanceCents: 0, balanceDueDate: TODAY, paidInFull: true });
    expect(depositTerms(100_000, 'lodge', '2027-01-25', TODAY)).toMatchObject({ depositPercent: 30, depositCents: 30_000, balanceCents: 70_000, balanceDueDate: '2026-11-26', paidInFull: false });
    expect(depositTerms(100_000, 'camping', '2027-06-01', TODAY)).toMatchObject({ depositPercent: 10, depositCents: 10_000, balanceDueDate: '2027-04-02' });
    expect(daysUntil('2027-01-25', TODAY)).toBe(60);
  });

  it('prices children under 3 free, 3 to 15 at 70 %, 16 and 17 as adults', () => {
    const p = priceBooking({ ...base, adultCents: 135_000, childrenAges: [1, 3, 15, 16] });
    expect(p.lines).toEqual([
      { kind: 'adult', count: 3, unitCents: 135_000, totalCents: 405_000 },
      { kind: 'child', count: 2, unitCents: 94_500, totalCents: 189_000 },
      { kind: 'infant', count: 1, unitCents: 0, totalCents: 0 },
    ]);
    expect(p.totalCents).toBe(594_000);
    expect(p.depositCents).toBe(178_200);
  });

  it('prices another level in whole dollars from the tour\'s own', () => {
    expect(levelPriceCents(135_000, 'mid-range', 'mid-range')).toBe(135_000);
    expect(levelPriceCents(100_000, 'budget', 'luxury')).toBe(190_000);
    expect(levelPriceCents(135_000, 'mid-range', 'budget')).toBe(100_000);
  });
});

describe('money in integer cents', () => {
  const prices = [...new Set(TOURS.map((t) => t.priceFrom))];
  const party = fc.record({
    price: fc.constantFrom(...prices),
    tourLevel: fc.constantFrom(...BOOKING_LEVELS),
    level: fc.constantFrom(...BOOKING_LEVELS),
    safariType: fc.constantFrom('lodge' as const, 'camping' as const),
    adults: fc.integer({ min: 1, max: 30 }),
    childrenAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 20 }),
    daysAhead: fc.integer({ min: 1, max: 900 }),
  });

  it('never drifts: every figure is a whole number of cents and deposit plus balance is the total, for every catalogue price and party', () => {
    fc.assert(
      fc.property(party, (p) => {
        const start = new Date(Date.parse(`${TODAY}T00:00:00Z`) + p.daysAhead * 86_400_000).toISOString().slice(0, 10);
        const r = priceBooking({ adultCents: p.price * 100, tourLevel: p.tourLevel, level: p.level, safariType: p.safariType, adults: p.adults, childrenAges: p.childrenAges, startDate: start, today: TODAY });
        for (const n of [r.totalCents, r.depositCents, r.balanceCents, ...r.lines.flatMap((l) => [l.unitCents, l.totalCents])]) expect(Number.isSafeInteger(n)).toBe(true);
        expect(r.depositCents + r.balanceCents).toBe(r.totalCents);
        expect(r.lines.reduce((s, l) => s + l.totalCents, 0)).toBe(r.totalCents);
        for (const l of r.lines) expect(l.totalCents).toBe(l.count * l.unitCents);
        expect(r.lines.reduce((s, l) => s + l.count, 0)).toBe(p.adults + p.childrenAges.length);
        // Whole dollars everywhere (spec: "no decimals"; walked: "$ 410.90" for a child, "$ 186.30"
        // deposits): the deposit's share rounds half a dollar and up up, the balance takes the rest.
        expect(r.depositCents).toBe(r.paidInFull ? r.totalCents : Math.floor((r.totalCents * r.depositPercent + 5000) / 10000) * 100);
        for (const n of [r.totalCents, r.depositCents, r.balanceCents, ...r.lines.map((l) => l.unitCents)]) expect(n % 100).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('shows amounts as "$ 1,234", with cents only when there are some', () => {
    expect(formatCents(123_400)).toBe('$ 1,234');
    expect(formatCents(37_050)).toBe('$ 370.50');
    expect(formatCents(5)).toBe('$ 0.05');
    expect(formatCents(123_456_789)).toBe('$ 1,234,567.89');
    expect(percentOf(12_345, 30)).toBe(3_704);
    expect(dollarsPercentOf(58_700, 70)).toBe(41_100);
    expect(dollarsPercentOf(186_300, 10)).toBe(18_600);
    expect(dollarsPercentOf(499_500, 30)).toBe(149_900);
  });
});
