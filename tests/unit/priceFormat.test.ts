import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCents, formatPrice } from '@/lib/format/price';

// Prices are written by hand (no Intl set-up on the phone): they must read exactly as en-US grouping does.
describe('price format', () => {
  it('writes "$ 1,234" for whole dollars, rounding, in every size', () => {
    expect(formatPrice(0)).toBe('$ 0');
    expect(formatPrice(999)).toBe('$ 999');
    expect(formatPrice(1234.49)).toBe('$ 1,234');
    expect(formatPrice(1234.5)).toBe('$ 1,235');
    expect(formatPrice(1_000_000)).toBe('$ 1,000,000');
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (n) => formatPrice(n) === `$ ${n.toLocaleString('en-US')}`));
  });

  it('writes cents only when there are some', () => {
    expect(formatCents(123_400)).toBe('$ 1,234');
    expect(formatCents(37_050)).toBe('$ 370.50');
    expect(formatCents(-5)).toBe('-$ 0.05');
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (c) => formatCents(c * 100) === `$ ${c.toLocaleString('en-US')}`));
  });
});
