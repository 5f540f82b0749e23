import type { Transaction } from 'kysely';
import type { Database } from '@/server/db/types';
import { unpaidHeldSeats } from './bookingRepository';
import { lockHolder, refuseOverCap, seatCapFromEnv } from './holdCap';

const DEFAULT_SEATS = 12;

/**
 * UNPAID_HOLD_SEATS_PER_EMAIL, else 12: the most seats that a traveller's own bookings with one
 * email address may hold before any of them is paid, whether the address is confirmed (a signed-in
 * account's own, or a mailed link opened) or not. The per-client cap on unconfirmed holds
 * (unconfirmedHolds.ts) leaves a confirmed address free; without this, one account could hold
 * every departure for 48 hours, a booking at a time.
 */
export const unpaidSeatsPerEmail = (): number => seatCapFromEnv('UNPAID_HOLD_SEATS_PER_EMAIL', DEFAULT_SEATS);

/**
 * Refuses (429 `unpaid_holds`, Retry-After: when the first of those holds ends) a traveller's
 * booking whose seats would take the unpaid seats held with its email address over the cap. Runs
 * in the booking's transaction behind a per-address counter row, so two concurrent bookings of one
 * address cannot both take the last place.
 */
export async function checkUnpaidHoldRoom(trx: Transaction<Database>, email: string, seats: number, now: Date): Promise<void> {
  await lockHolder(trx, 'unpaid', email.toLowerCase());
  const held = await unpaidHeldSeats(trx, email, now.toISOString());
  refuseOverCap(held, seats, unpaidSeatsPerEmail(), now, { code: 'unpaid_holds', key: 'api.unpaidHolds', idleWaitSeconds: 3600 });
}
