import type { Kysely } from 'kysely';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { toReview } from './mappers';
import { findLatestReviews, reviewStats } from './reviewRepository';

export async function latestReviews(limit = 12, db: Kysely<Database> = getDb()) {
  return (await findLatestReviews(db, limit)).map(toReview);
}

/** Average rating and number of approved reviews, for the home page's figures. */
export function siteReviewStats(db: Kysely<Database> = getDb()) {
  return reviewStats(db);
}
