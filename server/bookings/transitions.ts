import { randomBytes } from 'node:crypto';
import type { Transaction, Updateable } from 'kysely';
import type { BookingStatus } from '@/lib/booking/rules';
import type { BookingsTable, Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { insertHistory, updateBookingFrom, type BookingRow } from './bookingRepository';

/** The booking process: which status may follow which. `expired → confirmed` is a late deposit whose seats were still free. */
const NEXT: Record<BookingStatus, BookingStatus[]> = {
  inquiry: ['provisional', 'cancelled', 'expired'],
  provisional: ['awaiting_deposit', 'confirmed', 'cancelled', 'expired'],
  awaiting_deposit: ['confirmed', 'cancelled', 'expired'],
  // Back to awaiting a deposit when the provider reverses the payment.
  confirmed: ['completed', 'cancelled', 'awaiting_deposit'],
  completed: [],
  cancelled: [],
  expired: ['confirmed'],
};

export const canMove = (from: string, to: BookingStatus) => (NEXT[from as BookingStatus] ?? []).includes(to);

export type Move = { actor: string; note?: string; now: Date; patch?: Updateable<BookingsTable> };

/**
 * Moves a booking to its next status and writes the history line, in the caller's transaction.
 * Only from the status the caller read: false when another writer moved it first (then nothing
 * is written). A move the process does not allow is a 409.
 */
export async function moveBooking(trx: Transaction<Database>, booking: BookingRow, to: BookingStatus, move: Move): Promise<boolean> {
  if (!canMove(booking.status, to)) throw new AppError(409, 'invalid_transition', 'api.bookingNotPayable');
  const at = move.now.toISOString();
  const moved = await updateBookingFrom(trx, booking.number, booking.status, { ...move.patch, status: to, updated_at: at });
  if (!moved) return false;
  await recordHistory(trx, booking.number, booking.status, to, move.actor, move.note ?? '', at);
  return true;
}

let written = 0;

/** A history line; its id sorts by time, then by the order this process wrote it, then at random. */
export const recordHistory = (trx: Transaction<Database>, number: string, from: string | null, to: string, actor: string, note: string, at: string) =>
  insertHistory(trx, { id: `${at}.${String(++written % 1e9).padStart(9, '0')}.${randomBytes(4).toString('hex')}`, booking_number: number, from_status: from, to_status: to, actor, note, at });
