import type { Kysely } from 'kysely';
import { z } from 'zod';
import { HOLD_HOURS } from '@/lib/booking/rules';
import { oneLineString } from '@/lib/validation/text';
import { recordEvent } from '@/server/admin/requestEvents';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { confirmationCodeMatches } from './accessKey';
import { findBooking, updateBookingFrom } from './bookingRepository';
import type { BookingView } from './dto';
import { expireHolds } from './holdExpiry';
import { getBookingView, openBooking } from './viewService';

const body = z.object({ key: oneLineString().max(200), code: oneLineString().max(200) });

const HELD = ['provisional', 'awaiting_deposit'];

/**
 * POST /api/bookings/{number}/confirm-email { key, code }: the traveller opened the link mailed
 * to the booking's address, so the address is theirs. Seats still held stay held HOLD_HOURS from
 * the booking (never less than already); a hold that ran out stays released. A repeat changes
 * nothing. Answers the booking as GET /api/bookings/{number} does; 404 for a wrong key or code alike.
 */
export async function confirmBookingEmail(number: unknown, input: unknown, database?: Kysely<Database>): Promise<BookingView> {
  const { key, code } = parseInput(body, input);
  return withDatabase('booking email confirmation', async () => {
    const db = database ?? getDb();
    const now = new Date();
    await expireHolds(db, now);
    const booking = await openBooking(db, number, key);
    if (!(await confirmationCodeMatches(db, booking.number, code))) throw notFound();
    await db.transaction().execute(async (trx) => {
      const b = await findBooking(trx, booking.number);
      if (!b || b.email_confirmed_at) return;
      const longer = new Date(Date.parse(b.created_at) + HOLD_HOURS * 3_600_000).toISOString();
      const extend = HELD.includes(b.status) && b.hold_expires_at !== null && b.hold_expires_at < longer;
      // Only from the status read here: the expiry sweep may have released the seats meanwhile.
      if (!(await updateBookingFrom(trx, b.number, b.status, { email_confirmed_at: now.toISOString(), ...(extend ? { hold_expires_at: longer } : {}) }))) return;
      await recordEvent(trx, { number: b.number, kind: 'booking', actor: 'traveller', action: 'email_confirmed', note: extend ? `seats held until ${longer}` : '', now });
    });
    return getBookingView(booking.number, key, db);
  });
}
