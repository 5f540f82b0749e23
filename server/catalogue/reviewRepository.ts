import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { sampleReviewsShown } from './sampleReviews';

type Db = Kysely<Database>;

/** What a shown review needs (never the writer's email or the moderation status). */
export const REVIEW_COLUMNS = ['id', 'tour_id', 'name', 'country', 'language', 'rating', 'title', 'text', 'travel_date', 'created_at', 'sample'] as const;

/**
 * Reviews a visitor may see: approved ones, without the invented samples when SAMPLE_REVIEWS=off.
 * `samples: false` leaves samples out whatever the setting (structured data, which must be real).
 */
export const shownReviews = (samples = sampleReviewsShown()) => (eb: ExpressionBuilder<Database, 'reviews'>) =>
  samples ? eb('status', '=', 'approved') : eb.and([eb('status', '=', 'approved'), eb('sample', '=', 0)]);

const approved = (db: Db, samples?: boolean) => db.selectFrom('reviews').select(REVIEW_COLUMNS).where(shownReviews(samples));

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof approved>['execute']>>[number];

/** Approved reviews, newest first. */
export const findLatestReviews = (db: Db, limit: number) => approved(db).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();

export const findTourReviews = (db: Db, tourId: string, limit = 20) =>
  approved(db).where('tour_id', '=', tourId).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();

/**
 * Average rating and number of shown reviews, of the site or of one tour; `samples: false`
 * counts travellers' reviews only (what search engines are told).
 */
export async function reviewStats(db: Db, { tourId, samples }: { tourId?: string; samples?: boolean } = {}) {
  let q = db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.avg<number>('rating').as('avg'), eb.fn.countAll<number>().as('n')])
    .where(shownReviews(samples));
  if (tourId) q = q.where('tour_id', '=', tourId);
  const row = await q.executeTakeFirstOrThrow();
  return { average: Number(row.avg ?? 0), count: Number(row.n) };
}

/** Reviews of other tours of the same kind, for a tour that has none of its own yet. */
export const findCategoryReviews = (db: Db, category: string, limit = 4) =>
  approved(db).where('category', '=', category).orderBy('rating', 'desc').orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();

/** Five-star reviews for the About page, those written in the page's language first. */
export const findTestimonials = (db: Db, locale: string, limit: number) =>
  approved(db)
    .where('rating', '=', 5)
    .orderBy(sql`case when language = ${locale} then 0 else 1 end`)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();

/** Deletes every sample review; how many there were. */
export async function deleteSampleReviews(db: Db): Promise<number> {
  const result = await db.deleteFrom('reviews').where('sample', '=', 1).executeTakeFirst();
  return Number(result.numDeletedRows);
}
