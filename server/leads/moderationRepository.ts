import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database>;

/** Sets a review's status; true when the review exists. */
export async function updateReviewStatus(db: Db, id: string, status: 'approved' | 'rejected'): Promise<boolean> {
  const result = await db.updateTable('reviews').set({ status }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Reviews waiting for the operator, oldest first. */
export const findPendingReviews = (db: Db) =>
  db.selectFrom('reviews').select(['id', 'name', 'country', 'rating', 'title', 'created_at']).where('status', '=', 'pending').orderBy('created_at').execute();
