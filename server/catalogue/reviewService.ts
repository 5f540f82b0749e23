import type { Kysely } from 'kysely';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { toReview } from './mappers';
import { deleteSampleReviews, findLatestReviews, reviewStats } from './reviewRepository';

export async function latestReviews(limit = 12, db: Kysely<Database> = getDb()) {
  return (await findLatestReviews(db, limit)).map(toReview);
}

/** Average rating and number of travellers' reviews (never samples): the only figures a page or structured data may claim. */
export function travellerReviewStats(db: Kysely<Database> = getDb()) {
  return reviewStats(db, { samples: false });
}

/** `npm run reviews -- remove-samples`: deletes the invented reviews for good. */
export function removeSampleReviews(db: Kysely<Database> = getDb()) {
  return deleteSampleReviews(db);
}
