// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MoneyPanel, type BookingMoney } from '@/components/admin/inbox/RequestDetail';

// The back office's money of a booking. Walked on 29 Nov: a booking paid in full and then made
// smaller showed "Still owed $ 0" and nothing of the $ 840 the office now owes the traveller.

const money: BookingMoney = { status: 'confirmed', totalCents: 168_000, depositCents: 168_000, depositDueDate: '2026-11-30', paidCents: 252_000, balanceCents: 0, balanceDueDate: '2026-11-30' };
afterEach(cleanup);

describe('MoneyPanel', () => {
  it('paid over a lowered total: the difference to refund', () => {
    render(<MoneyPanel booking={money} />);
    expect(screen.getByTestId('money-owed').textContent).toBe('$ 0');
    expect(screen.getByTestId('money-overpaid').textContent).toBe('$ 840');
    expect(screen.getByTestId('money-overpaid').parentElement!.textContent).toContain('to refund');
  });

  it('paid less than the total: no refund row', () => {
    render(<MoneyPanel booking={{ ...money, paidCents: 50_000, balanceCents: 118_000 }} />);
    expect(screen.queryByTestId('money-overpaid')).toBeNull();
  });

  // Walked on 29 Nov: a cancelled booking with $ 3,780 paid showed "Still owed $ 0" and nothing to refund.
  it('cancelled with money paid: nothing owed, what was paid waits for its refund', () => {
    render(<MoneyPanel booking={{ ...money, status: 'cancelled', paidCents: 378_000 }} />);
    expect(screen.queryByTestId('money-owed')).toBeNull();
    expect(screen.queryByTestId('money-overpaid')).toBeNull();
    expect(screen.getByTestId('money-cancelled-paid').textContent).toBe('$ 3,780');
    expect(screen.getByTestId('money-cancelled-paid').parentElement!.textContent).toContain('refund');
  });

  it('invoiced in full (a trip within the deposit window): all of it due by the invoice\'s date', () => {
    render(<MoneyPanel booking={{ ...money, totalCents: 628_000, depositCents: 628_000, depositDueDate: '2026-12-06', paidCents: 0, balanceCents: 628_000, balanceDueDate: '2026-11-29' }} />);
    expect(screen.getByTestId('money-owed').parentElement!.textContent).toContain('all due 2026-12-06');
  });
  // Walked on 30 Nov: the office recorded a transfer while the traveller's online order was open, and both were paid.
  it('an online payment opened and not settled yet is shown, with its amount and when', () => {
    const payments = [
      { method: 'online', status: 'pending', amountCents: 81_000, at: '2026-11-30T13:33:05.120Z' },
      { method: 'online', status: 'failed', amountCents: 81_000, at: '2026-11-30T13:20:00.000Z' },
      { method: 'bank', status: 'completed', amountCents: 10_000, at: '2026-11-29T10:00:00.000Z' },
    ];
    render(<MoneyPanel booking={{ ...money, paidCents: 10_000, balanceCents: 158_000, payments }} />);
    const open = screen.getAllByTestId('money-online-open');
    expect(open.map((o) => o.parentElement!.textContent)).toEqual(['Online payment opened 2026-11-30 13:33 UTC, not settled yet$ 810']);
  });
});
