import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { idempotentWrite, type Answer } from './idempotency';

/**
 * A lead's write: one transaction (record, number, mails, idempotency record) or nothing. Any
 * database failure answers 503 with Retry-After: the traveller's page keeps their answers and
 * the retry is safe because nothing was written.
 */
export async function leadWrite(db: Kysely<Database>, scope: string, key: string | undefined, payload: unknown, write: (trx: Transaction<Database>) => Promise<Answer>) {
  try {
    return await idempotentWrite(db, scope, key, payload, write);
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
