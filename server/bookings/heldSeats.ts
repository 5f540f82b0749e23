import { HOLD_HOURS, UNCONFIRMED_HOLD_HOURS } from '@/lib/booking/rules';
import type { BookingRow } from './bookingRepository';
import { unconfirmedSeatsPerAddress } from './unconfirmedHolds';

/** Seats a booking holds for the office: how many, until when, and why for that long. */
export type HeldSeats = { bookingNumber: string; seats: number; until: string; reason: string; clientAddress: string | null };

type Held = Pick<BookingRow, 'number' | 'status' | 'seats' | 'hold_expires_at' | 'client_ip' | 'email_confirmed_at'>;

/** The hold of a booking awaiting its deposit, in the office's words; null when it holds nothing. */
export function heldSeatsOf(b: Held): HeldSeats | null {
  if (!['provisional', 'awaiting_deposit'].includes(b.status) || !b.hold_expires_at || Number(b.seats) <= 0) return null;
  const reason =
    b.client_ip === null
      ? `booked by the office: held ${HOLD_HOURS} h for the deposit`
      : b.email_confirmed_at
        ? `email confirmed ${b.email_confirmed_at}: held ${HOLD_HOURS} h from booking for the deposit`
        : `email not confirmed yet: held ${UNCONFIRMED_HOLD_HOURS} h (at most ${unconfirmedSeatsPerAddress()} such seats per address; this one booked from ${b.client_ip})`;
  return { bookingNumber: b.number, seats: Number(b.seats), until: b.hold_expires_at, reason, clientAddress: b.client_ip };
}
