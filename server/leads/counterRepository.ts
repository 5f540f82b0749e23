import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/types';

/**
 * Adds one to a named counter (created at 1) and returns its new value. Inside a transaction the
 * row stays locked until it commits, so two writers never get the same value.
 */
export async function incrementCounter(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .insertInto('counters')
    .values({ name, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql<number>`counters.value + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}
