import type { Kysely } from 'kysely';
import type { GuestbookQuery } from '@/lib/leads/schemas';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import type { Review } from '@/server/catalogue/dto';
import { toReview } from '@/server/catalogue/mappers';
import { REVIEW_COLUMNS, shownReviews } from '@/server/catalogue/reviewRepository';

export const GUESTBOOK_PAGE_SIZE = 10;

/** The guest book's kinds of trip, as the tour categories they cover. */
const KIND_CATEGORIES: Record<NonNullable<GuestbookQuery['kind']>, string[]> = {
  safari: ['northern-safari', 'southern-safari', 'western-safari', 'safari-beach', 'safari-kilimanjaro'],
  kilimanjaro: ['kilimanjaro', 'meru'],
  zanzibar: ['zanzibar'],
  'day-trip': ['day-trip'],
};

export interface GuestbookPage {
  reviews: Review[];
  total: number;
  page: number;
  pages: number;
  /** Travel years that have approved reviews, newest first, for the year filter. */
  years: number[];
}

/** GET /api/guestbook: shown reviews (approved; samples unless SAMPLE_REVIEWS=off), newest first, filtered by rating, kind, language and travel year. */
export async function guestbook(query: GuestbookQuery, db: Kysely<Database> = getDb()): Promise<GuestbookPage> {
  const page = query.page ?? 1;
  let q = db.selectFrom('reviews').where(shownReviews());
  if (query.rating) q = q.where('rating', '=', query.rating);
  if (query.kind) q = q.where('category', 'in', KIND_CATEGORIES[query.kind]);
  if (query.language) q = q.where('language', '=', query.language);
  if (query.year) q = q.where('travel_date', 'like', `${query.year}-%`);
  const [rows, count, years] = await Promise.all([
    q.select(REVIEW_COLUMNS)
      .orderBy('created_at', 'desc').orderBy('id').limit(GUESTBOOK_PAGE_SIZE).offset((page - 1) * GUESTBOOK_PAGE_SIZE).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('reviews').select('travel_date').distinct().where(shownReviews()).execute(),
  ]);
  const total = Number(count.n);
  return {
    reviews: rows.map(toReview),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / GUESTBOOK_PAGE_SIZE)),
    years: [...new Set(years.map((r) => Number(r.travel_date.slice(0, 4))))].sort((a, b) => b - a),
  };
}
