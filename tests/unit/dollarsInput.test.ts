import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsOfDollars } from '@/lib/format/dollarsInput';
import { formatCents } from '@/lib/format/price';

// Walked on 30 Nov: "1,000" recorded a transfer of $ 1 and mailed the traveller so; "1.000,50"
// recorded the whole balance and confirmed the booking; a departure at "1,200" went live at $ 1.20.

describe('amounts the office types', () => {
  it('reads dollars with or without thousands commas, with cents where allowed', () => {
    expect(centsOfDollars('1000')).toBe(100_000);
    expect(centsOfDollars('1,000')).toBe(100_000);
    expect(centsOfDollars(' $ 12,345.5 ')).toBe(1_234_550);
    expect(centsOfDollars('1,000.50')).toBe(100_050);
    expect(centsOfDollars('0.07')).toBe(7);
    expect(centsOfDollars('1,200', { whole: true })).toBe(120_000);
  });

  it('refuses what it cannot read for sure, instead of guessing', () => {
    for (const text of ['', '1.000,50', '1,00', '1,0000', '12,5', '-50', 'abc', '1.5.0', '1.005', '1e3', '١٠٠']) expect(centsOfDollars(text), text).toBeNull();
    expect(centsOfDollars('1200.50', { whole: true })).toBeNull();
  });

  it('reads back every amount the site writes', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => centsOfDollars(formatCents(cents)) === cents));
  });
});
