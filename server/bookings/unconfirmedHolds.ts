import type { Transaction } from 'kysely';
import { UNCONFIRMED_HOLD_HOURS } from '@/lib/booking/rules';
import type { Database } from '@/server/db/types';
import { unconfirmedHeldSeats } from './bookingRepository';
import { lockHolder, refuseOverCap, seatCapFromEnv } from './holdCap';

const DEFAULT_SEATS = 12;

/**
 * UNCONFIRMED_HOLD_SEATS_PER_IP, else 12: the most seats that bookings sent from one client
 * address may hold while their email addresses are unconfirmed (a family or a group climb fits;
 * a script emptying every departure does not).
 */
export const unconfirmedSeatsPerAddress = (): number => seatCapFromEnv('UNCONFIRMED_HOLD_SEATS_PER_IP', DEFAULT_SEATS);

/**
 * Refuses (429, with Retry-After: when the first of those holds ends) a traveller's booking whose
 * seats would take the unconfirmed seats held from this address over the cap. Runs inside the
 * booking's transaction; the per-address counter row taken first makes a concurrent booking from
 * the same address wait (PostgreSQL) until this one commits, so two cannot both take the last place.
 */
export async function checkUnconfirmedHoldRoom(trx: Transaction<Database>, clientIp: string, seats: number, now: Date): Promise<void> {
  await lockHolder(trx, 'holds', clientIp);
  const held = await unconfirmedHeldSeats(trx, clientIp, now.toISOString());
  refuseOverCap(held, seats, unconfirmedSeatsPerAddress(), now, { code: 'unconfirmed_holds', key: 'api.unconfirmedHolds', idleWaitSeconds: UNCONFIRMED_HOLD_HOURS * 3600 });
}
