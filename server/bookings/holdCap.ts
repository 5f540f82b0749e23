import { AppError } from '@/server/http/errors';

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
