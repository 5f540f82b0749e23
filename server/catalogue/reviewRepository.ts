import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database>;

/** What a shown review needs (never the writer's email or the moderation status). */
export const REVIEW_COLUMNS = ['id', 'tour_id', 'name', 'country', 'language', 'rating', 'title', 'text', 'travel_date', 'created_at'] as const;

const approved = (db: Db) => db.selectFrom('reviews').select(REVIEW_COLUMNS).where('status', '=', 'approved');

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof approved>['execute']>>[number];

/** Approved reviews, newest first; those in the page's language first when asked. */
export const findLatestReviews = (db: Db, limit: number) => approved(db).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();

export const findTourReviews = (db: Db, tourId: string, limit = 20) =>
  approved(db).where('tour_id', '=', tourId).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();

export async function reviewStats(db: Db) {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.avg<number>('rating').as('avg'), eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
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
