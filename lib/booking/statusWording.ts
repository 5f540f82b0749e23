/** Whether what is due now is the whole price (the invoice asks for it at once). */
export const dueInFull = (b: { totalCents: number; depositCents: number }): boolean => b.totalCents > 0 && b.depositCents >= b.totalCents;

/**
 * The message key of a booking's status as the traveller reads it. A trip that starts within the
 * deposit window is invoiced in full (deposit = total): it waits for "your payment", not "your
 * deposit"; confirmed, it says the payment arrived, as it does once everything is paid.
 */
export function statusKey(b: { status: string; totalCents: number; depositCents: number; paidCents: number }): string {
  if (b.status === 'awaiting_deposit' && dueInFull(b)) return 'awaiting_full';
  if (b.status === 'confirmed' && (dueInFull(b) || (b.totalCents > 0 && b.paidCents >= b.totalCents))) return 'confirmed_paid';
  return b.status;
}
