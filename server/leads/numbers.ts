import { sql, type Transaction } from 'kysely';
import type { Database } from '@/server/db/types';

/**
 * The next human-friendly number of a kind for the year, e.g. Q-2026-000123. Taken inside the
 * write's transaction: the counter row is locked until it commits, so numbers never repeat,
 * and a rolled-back write gives its number back.
 */
export async function nextNumber(trx: Transaction<Database>, prefix: 'Q' | 'C' | 'R', now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const row = await trx
    .insertInto('counters')
    .values({ name: `${prefix}-${year}`, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql<number>`counters.value + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return `${prefix}-${year}-${String(row.value).padStart(6, '0')}`;
}
