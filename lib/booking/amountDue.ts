/** What a booking asks for next: the rest of the deposit, or once it is paid the rest of the total. */
export function amountDue(b: { totalCents: number; depositCents: number; paidCents: number }): { kind: 'deposit' | 'balance' | 'none'; cents: number } {
  if (b.paidCents < b.depositCents) return { kind: 'deposit', cents: b.depositCents - b.paidCents };
  if (b.paidCents < b.totalCents) return { kind: 'balance', cents: b.totalCents - b.paidCents };
  return { kind: 'none', cents: 0 };
}
