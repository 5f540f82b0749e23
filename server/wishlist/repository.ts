import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** Which of these are ids of tours in the catalogue. */
export async function findTourIds(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  return (await db.selectFrom('tours').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
}
