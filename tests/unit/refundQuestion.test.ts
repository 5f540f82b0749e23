import { describe, expect, it } from 'vitest';
import { refundQuestion } from '@/components/admin/inbox/RefundForm';

// The question before a refund says what it leaves: the office sees a refund that would be owed again.
describe('the question before a refund', () => {
  const money = { totalCents: 490_000, paidCents: 490_000, open: true };
  it('keeping the price, it says how much will be to pay again', () => {
    expect(refundQuestion('B-2026-000001', 20_000, false, money)).toBe('Record a refund of $ 200 for B-2026-000001? The traveller is mailed. The price stays $ 4,900: $ 200 will be to pay.');
  });
  it('taken off the price, it names the new price', () => {
    expect(refundQuestion('B-2026-000001', 20_000, true, money)).toBe('Record a refund of $ 200 for B-2026-000001? The traveller is mailed. The price goes down to $ 4,700.');
  });
  it('money paid over the price, or a closed booking, leaves nothing to pay: no warning', () => {
    expect(refundQuestion('B-2026-000001', 20_000, false, { ...money, paidCents: 510_000 })).toBe('Record a refund of $ 200 for B-2026-000001? The traveller is mailed.');
    expect(refundQuestion('B-2026-000001', 20_000, false, { ...money, open: false })).toBe('Record a refund of $ 200 for B-2026-000001? The traveller is mailed.');
  });
});
