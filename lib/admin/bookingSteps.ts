import type { BookingStatus } from '@/lib/booking/rules';

// Which of the operator's booking steps apply to a booking, and why one does not: the back office
// offers only those that apply, and the API refuses the others saying why (issue 24, item 9).

export type BookingStep = 'confirm' | 'invoice' | 'deposit' | 'cancel';

/** The statuses each step starts from (the booking process of server/bookings/transitions.ts). */
const APPLIES_FROM: Record<BookingStep, BookingStatus[]> = {
  // Availability confirmed with the lodges: inquiry → provisional.
  confirm: ['inquiry'],
  // The deposit invoice: provisional → awaiting_deposit, once.
  invoice: ['provisional'],
  // A bank transfer: any time money can be owed (a late deposit on an expired hold included).
  deposit: ['provisional', 'awaiting_deposit', 'confirmed', 'expired'],
  cancel: ['inquiry', 'provisional', 'awaiting_deposit', 'confirmed'],
};

export const stepApplies = (step: BookingStep, status: string) => APPLIES_FROM[step].includes(status as BookingStatus);

/** The steps the booking's status allows, in the order the process takes them. */
export const stepsFor = (status: string) => (Object.keys(APPLIES_FROM) as BookingStep[]).filter((step) => stepApplies(step, status));

/** Why `step` does not apply to a booking in `status`: a message key under api.bookingRefused. */
export function refusalKey(step: BookingStep, status: string): string {
  if (status === 'cancelled' || status === 'completed' || status === 'expired') return `api.bookingRefused.${status}`;
  if (status === 'inquiry') return 'api.bookingRefused.confirmFirst';
  if (step === 'confirm') return 'api.bookingRefused.alreadyConfirmed';
  if (step === 'invoice') return 'api.bookingRefused.invoiceIssued';
  return 'api.bookingStepRefused';
}
