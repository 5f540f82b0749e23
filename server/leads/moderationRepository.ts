import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database>;

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** Sets a review's status; true when the review exists. */
export async function updateReviewStatus(db: Db, id: string, status: 'approved' | 'rejected'): Promise<boolean> {
  const result = await db.updateTable('reviews').set({ status }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Reviews waiting for the operator, oldest first. */
export const findPendingReviews = (db: Db) =>
  db.selectFrom('reviews').select(['id', 'name', 'country', 'rating', 'title', 'created_at']).where('status', '=', 'pending').orderBy('created_at').execute();

const MODERATED = ['id', 'name', 'country', 'email', 'language', 'rating', 'title', 'text', 'tour_id', 'destination_id', 'category', 'travel_date', 'status', 'created_at'] as const;

/** The back office's list: travellers' reviews (never the seed's samples) in one status, newest first. */
export const findReviewsByStatus = (db: Db, status: ReviewStatus, limit: number) =>
  db.selectFrom('reviews').select(MODERATED).where('status', '=', status).where('sample', '=', 0).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();

export const findModeratedReview = (db: Db, id: string) => db.selectFrom('reviews').select(MODERATED).where('id', '=', id).executeTakeFirst();

/** How many of the seed's samples are approved (the guest book shows them while SAMPLE_REVIEWS is on). */
export const countApprovedSamples = async (db: Db) =>
  Number((await db.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'approved').where('sample', '=', 1).executeTakeFirstOrThrow()).n);
