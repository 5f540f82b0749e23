import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { incrementCounter } from '@/server/leads/counterRepository';

/** A cap on held seats from the environment (a whole number ≥ 0), else `fallback`. */
export function seatCapFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = Number(raw);
  return raw && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/**
 * Refuses (429, Retry-After: when the first of the holds counted ends, else `idleWaitSeconds`)
 * a booking whose seats would take what is held over the cap.
 */
export function refuseOverCap(held: { seats: number; soonest: string | null }, seats: number, cap: number, now: Date, error: { code: string; key: string; idleWaitSeconds: number }): void {
  if (held.seats + seats <= cap) return;
  const wait = held.soonest ? Math.ceil((Date.parse(held.soonest) - now.getTime()) / 1000) : error.idleWaitSeconds;
  throw new AppError(429, error.code, error.key, undefined, { 'Retry-After': String(Math.max(60, wait)) });
}

/**
 * Takes the counter row of one cap's holder (a client address, an email address) in the booking's
 * transaction: a concurrent booking of the same holder waits (PostgreSQL) until this one commits,
 * so two cannot both take the last place under the cap. The row names no one: a hash.
 */
export const lockHolder = (trx: Transaction<Database>, scope: string, holder: string) =>
  incrementCounter(trx, `${scope}:${createHash('sha256').update(holder).digest('hex').slice(0, 32)}`);
