import type { Kysely } from 'kysely';
import type { GuestbookQuery } from '@/lib/leads/schemas';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import type { Review } from '@/server/catalogue/dto';
import { toReview } from '@/server/catalogue/mappers';
import { countGuestbookReviews, findGuestbookReviews, findGuestbookTravelMonths } from './guestbookRepository';

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
  const filter = { rating: query.rating, categories: query.kind && KIND_CATEGORIES[query.kind], language: query.language, year: query.year };
  const [rows, total, years] = await Promise.all([
    findGuestbookReviews(db, filter, GUESTBOOK_PAGE_SIZE, (page - 1) * GUESTBOOK_PAGE_SIZE),
    countGuestbookReviews(db, filter),
    findGuestbookTravelMonths(db),
  ]);
  return {
    reviews: rows.map(toReview),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / GUESTBOOK_PAGE_SIZE)),
    years: [...new Set(years.map((r) => Number(r.travel_date.slice(0, 4))))].sort((a, b) => b - a),
  };
}
