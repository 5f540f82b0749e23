type Money = { totalCents: number; depositCents: number; paidCents: number };
export type AmountDue = { kind: 'deposit' | 'balance' | 'none'; cents: number };

/** What a booking asks for next: the rest of the deposit, or once it is paid the rest of the total. */
export function amountDue(b: Money): AmountDue {
  if (b.paidCents < b.depositCents) return { kind: 'deposit', cents: b.depositCents - b.paidCents };
  if (b.paidCents < b.totalCents) return { kind: 'balance', cents: b.totalCents - b.paidCents };
  return { kind: 'none', cents: 0 };
}

/** The booking is confirmed on its deposit: one was asked, and at least that much is paid. */
export const depositIsPaid = (b: Pick<Money, 'depositCents' | 'paidCents'>) => b.depositCents > 0 && b.paidCents >= b.depositCents;

/**
 * Whether what is due may be paid online: the deposit while the booking awaits it, whatever is
 * left once it is confirmed (the balance, or what a refund left unpaid of what was asked); the
 * Payment page's button and POST /api/submit-order-request alike.
 */
export const payableOnline = (status: string, due: AmountDue) =>
  (status === 'awaiting_deposit' && due.kind === 'deposit') || (status === 'confirmed' && due.kind !== 'none');
