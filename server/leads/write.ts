import { AppError } from '@/server/http/errors';

/**
 * Runs a lead's database work (opening the database, lookups, the write's one transaction).
 * Any database failure answers 503 with Retry-After: the traveller's page keeps their answers
 * and the retry is safe because nothing was written.
 */
export async function withDatabase<T>(scope: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    console.error(`[leads] ${scope} write failed`, err);
    throw new AppError(503, 'unavailable', 'api.unavailableWrite', undefined, { 'Retry-After': '30' });
  }
}

/** What is stored and hashed: the validated answers without the anti-spam fields. */
export function withoutSpamFields<T extends { website?: unknown; fillMs?: unknown }>(input: T): Omit<T, 'website' | 'fillMs'> {
  const { website: _w, fillMs: _f, ...rest } = input;
  return rest;
}
