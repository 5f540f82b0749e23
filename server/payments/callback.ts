import { getDb } from '@/server/db/connection';
import { openBooking } from '@/server/bookings/viewService';
import { findBooking } from '@/server/bookings/bookingRepository';
import { handlePaymentNotice } from './paymentNotice';
import { paramText } from './paramText';

/**
 * Where the traveller goes after the provider's page: the payment's outcome is checked with the
 * provider first (the query could be typed by anyone), then back to the Payment page saying it
 * failed, else BookingCompleted: paid (its deposit at least), or still being checked with the
 * provider; a booking that can take no payment (cancelled meanwhile) to its Payment page.
 */
export async function returnFromProvider(query: Record<string, unknown>): Promise<string> {
  const db = getDb();
  const number = paramText(query.booking);
  const key = paramText(query.key);
  await openBooking(db, number, key);
  const manage = `booking=${encodeURIComponent(number)}&key=${encodeURIComponent(key)}`;
  let outcome;
  try {
    outcome = await handlePaymentNotice(db, { orderTrackingId: paramText(query.OrderTrackingId), orderMerchantReference: paramText(query.OrderMerchantReference) });
  } catch (err) {
    console.error('[payments] return from provider not checked', err instanceof Error ? err.message : err);
    outcome = 'pending';
  }
  // A failed payment says so on the Payment page, whatever it was for (walked: a failed balance
  // payment of a confirmed booking landed on "Thank you, your booking is confirmed").
  if (outcome === 'failed') return `/Payment?${manage}&payment=failed`;
  // Paid, or still being checked: BookingCompleted says which, and asks again until the provider
  // has reported (walked: the Payment page, where a pending return landed, offered to pay again).
  const booking = (await findBooking(db, number))!;
  if (outcome === 'pending' && booking.status !== 'confirmed' && booking.status !== 'completed' && booking.status !== 'awaiting_deposit') return `/Payment?${manage}`;
  return `/BookingCompleted?${manage}`;
}
