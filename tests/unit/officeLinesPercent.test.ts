import { describe, expect, it } from 'vitest';
import { withOfficeLines } from '@/lib/booking/officeLines';
import type { PriceLine } from '@/lib/booking/pricing';

// Walked on 30 Nov: 5 % off a $ 3,750 booking told the traveller "$ 3,562.50" in the back office,
// the change mail and the invoice; prices are written without cents (spec section 9).

const travellers: PriceLine[] = [{ kind: 'adult', count: 3, unitCents: 125_000, totalCents: 375_000 }];

describe('a discount of a share', () => {
  it('comes off in whole dollars', () => {
    const { lines, totalCents } = withOfficeLines(travellers, [{ id: 'l1', kind: 'discount', description: 'Repeat guests', amountCents: 0, quantity: 1, percent: 5 }]);
    expect(lines.at(-1)).toMatchObject({ description: 'Repeat guests (5 %)', totalCents: -18_800 });
    expect(totalCents).toBe(356_200);
    expect(totalCents % 100).toBe(0);
  });
});
