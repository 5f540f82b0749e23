import type { Kysely } from 'kysely';
import type { BookingStatus } from '@/lib/booking/rules';
import type { Database } from '@/server/db/types';
import { bookingStatusMail } from '@/server/mail/bookingMails';
import { enqueueMails } from '@/server/mail/outbox';
import { prepareAccessKeys } from './accessKey';
import { findBooking, findConfirmedStartedBefore, findExpiredHolds, type BookingRow } from './bookingRepository';
import { releaseSeats } from './departureRepository';
import { addDays, todayUtc } from './dates';
import { mailFacts, tourOf } from './facts';
import { moveBooking } from './transitions';

/** Moves one booking and mails the traveller, in one transaction; a booking someone else moved first is left alone. */
async function settle(db: Kysely<Database>, seen: BookingRow, to: BookingStatus, now: Date, note: string) {
  await db.transaction().execute(async (trx) => {
    const booking = await findBooking(trx, seen.number);
    if (!booking || booking.status !== seen.status) return;
    if (!(await moveBooking(trx, booking, to, { actor: 'system', note, now, patch: to === 'expired' ? { hold_expires_at: null } : {} }))) return;
    if (to === 'expired' && booking.departure_id && Number(booking.seats) > 0) await releaseSeats(trx, booking.departure_id, Number(booking.seats));
    await enqueueMails(trx, [bookingStatusMail(to, await mailFacts(trx, db, { ...booking, status: to }))], now);
  });
}

/**
 * Holds whose deposit did not arrive in time expire and free their seats; confirmed trips that
 * have ended are completed. Run before every read of seats and booking, and by the hourly
 * housekeeping, so nobody has to act for a seat to come back.
 */
export async function expireHolds(db: Kysely<Database>, now: Date): Promise<number> {
  const expired = await findExpiredHolds(db, now.toISOString());
  const today = todayUtc(now);
  const started = await findConfirmedStartedBefore(db, today);
  if (!expired.length && !started.length) return 0;
  await prepareAccessKeys(db);
  for (const booking of expired) await settle(db, booking, 'expired', now, 'deposit not received in time: seats released');
  for (const booking of started) {
    const days = Number((await tourOf(db, booking))?.days ?? 1);
    if (addDays(booking.start_date, days - 1) < today) await settle(db, booking, 'completed', now, 'trip ended');
  }
  return expired.length;
}
