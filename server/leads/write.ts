import type { z, ZodType } from 'zod';
import { AppError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { rejectSpam } from './spam';

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

type SpamFields = { website?: string; formToken?: unknown };

/**
 * A form's body, checked like every lead: 400 for bad answers, a silent 422 for bots. `parsed`
 * is everything validated; `answers` drops the anti-spam fields (what is stored and hashed, so a
 * retry with a newer token is still the same request). The token is checked by
 * rejectWithoutFormToken, once the database is open.
 */
export function readForm<S extends ZodType<SpamFields>>(schema: S, input: unknown) {
  const parsed: z.output<S> = parseInput(schema, input);
  rejectSpam(parsed);
  const { website: _w, formToken, ...answers } = parsed;
  return { parsed, formToken, answers: answers as Omit<z.output<S>, 'website' | 'formToken'> };
}
