/** Whether what is due now is the whole price (the invoice asks for it at once). */
export const dueInFull = (b: { totalCents: number; depositCents: number }): boolean => b.totalCents > 0 && b.depositCents >= b.totalCents;

/**
 * The message key of a booking's status as the traveller reads it. A trip that starts within the
 * deposit window is invoiced in full (deposit = total): it waits for "your payment", not "your
 * deposit". Confirmed, it says the payment arrived once everything is paid; when a refund took it
 * under what was asked (the deposit, or the whole price due at once), that part is to pay again.
 */
export function statusKey(b: { status: string; totalCents: number; depositCents: number; paidCents: number }): string {
  if (b.status === 'awaiting_deposit' && dueInFull(b)) return 'awaiting_full';
  if (b.status === 'confirmed' && b.totalCents > 0 && b.paidCents >= b.totalCents) return 'confirmed_paid';
  if (b.status === 'confirmed' && b.paidCents < b.depositCents) return 'confirmed_owing';
  return b.status;
}
