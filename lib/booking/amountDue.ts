type Money = { totalCents: number; depositCents: number; paidCents: number; balanceDueDate?: string | null };
export type AmountDue = { kind: 'deposit' | 'balance' | 'none'; cents: number };

/** Today as the site's due dates are written: the UTC day. */
const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/** The balance's own day has come (a trip in its last weeks): what is left of it is due now, not "by" a date. */
export const balanceDayHasCome = (balanceDueDate: string | null | undefined, today = utcDay()) => !!balanceDueDate && balanceDueDate.slice(0, 10) <= today;

/**
 * What a booking asks for next: the rest of the deposit, or once it is paid the rest of the total.
 * Once the balance's own day has come (a trip moved into its last weeks, a refund that took back
 * part of a paid deposit), everything left is due now, as one amount (walked on 30 Nov: "$ 20 by
 * 2 December, then $ 4,486.40 by 30 November", and the booking's page asked for the $ 20 only).
 */
export function amountDue(b: Money, today = utcDay()): AmountDue {
  // Only where there is a balance beside the deposit: a trip invoiced in full owes one sum, by the invoice's day.
  const balanceDueNow = b.depositCents < b.totalCents && balanceDayHasCome(b.balanceDueDate, today) && b.paidCents > 0;
  if (b.paidCents < b.depositCents && !balanceDueNow) return { kind: 'deposit', cents: b.depositCents - b.paidCents };
  if (b.paidCents < b.totalCents) return { kind: 'balance', cents: b.totalCents - b.paidCents };
  return { kind: 'none', cents: 0 };
}

/** The booking is confirmed on its deposit: one was asked, and at least that much is paid. */
export const depositIsPaid = (b: Pick<Money, 'depositCents' | 'paidCents'>) => b.depositCents > 0 && b.paidCents >= b.depositCents;

/**
 * Whether what is due may be paid online: what is due while the booking awaits its deposit (the
 * deposit, or all that is left once the balance's day has come), whatever is left once it is
 * confirmed (the balance, or what a refund left unpaid of what was asked); the Payment page's
 * button and POST /api/submit-order-request alike.
 */
export const payableOnline = (status: string, due: AmountDue) => (status === 'awaiting_deposit' || status === 'confirmed') && due.kind !== 'none';
