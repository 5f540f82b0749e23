import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';

/**
 * Records a form token's id as spent; false when it was spent already. On PostgreSQL a concurrent
 * twin waits on the key until the first transaction commits, then finds it taken.
 */
export async function insertSpentFormToken(trx: Transaction<Database>, id: string, issuedAt: string): Promise<boolean> {
  const spent = await trx
    .insertInto('spent_form_tokens')
    .values({ id, issued_at: issuedAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!spent;
}

/** Deletes the spent ids issued before `before`; answers how many. */
export async function deleteSpentFormTokensBefore(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('spent_form_tokens').where('issued_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
