import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { UNCONFIRMED_HOLD_HOURS } from '@/lib/booking/rules';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { incrementCounter } from '@/server/leads/counterRepository';
import { unconfirmedHeldSeats } from './bookingRepository';

const DEFAULT_SEATS = 12;

/**
 * UNCONFIRMED_HOLD_SEATS_PER_IP, else 12: the most seats that bookings sent from one client
 * address may hold while their email addresses are unconfirmed (a family or a group climb fits;
 * a script emptying every departure does not).
 */
export function unconfirmedSeatsPerAddress(): number {
  const raw = process.env.UNCONFIRMED_HOLD_SEATS_PER_IP;
  const value = Number(raw);
  return raw && Number.isInteger(value) && value >= 0 ? value : DEFAULT_SEATS;
}

/**
 * Refuses (429, with Retry-After: when the first of those holds ends) a traveller's booking whose
 * seats would take the unconfirmed seats held from this address over the cap. Runs inside the
 * booking's transaction; the per-address counter row taken first makes a concurrent booking from
 * the same address wait (PostgreSQL) until this one commits, so two cannot both take the last place.
 */
export async function checkUnconfirmedHoldRoom(trx: Transaction<Database>, clientIp: string, seats: number, now: Date): Promise<void> {
  await incrementCounter(trx, `holds:${createHash('sha256').update(clientIp).digest('hex').slice(0, 32)}`);
  const held = await unconfirmedHeldSeats(trx, clientIp, now.toISOString());
  if (held.seats + seats <= unconfirmedSeatsPerAddress()) return;
  const wait = held.soonest ? Math.ceil((Date.parse(held.soonest) - now.getTime()) / 1000) : UNCONFIRMED_HOLD_HOURS * 3600;
  throw new AppError(429, 'unconfirmed_holds', 'api.unconfirmedHolds', undefined, { 'Retry-After': String(Math.max(60, wait)) });
}
