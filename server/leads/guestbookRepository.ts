import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { REVIEW_COLUMNS, shownReviews } from '@/server/catalogue/reviewRepository';

type Db = Kysely<Database>;

/** What the guest book filters by, as columns: `categories` is the tour categories of the chosen kind. */
export type GuestbookFilter = { rating?: number; categories?: string[]; language?: string; year?: number };

/** Reviews the guest book shows: approved, and samples only while SAMPLE_REVIEWS is on. */
function shown(db: Db, f: GuestbookFilter) {
  let q = db.selectFrom('reviews').where(shownReviews());
  if (f.rating) q = q.where('rating', '=', f.rating);
  if (f.categories) q = q.where('category', 'in', f.categories);
  if (f.language) q = q.where('language', '=', f.language);
  if (f.year) q = q.where('travel_date', 'like', `${f.year}-%`);
  return q;
}

/** One page of shown reviews, newest first. */
export const findGuestbookReviews = (db: Db, f: GuestbookFilter, limit: number, offset: number) =>
  shown(db, f).select(REVIEW_COLUMNS).orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();

export async function countGuestbookReviews(db: Db, f: GuestbookFilter): Promise<number> {
  const row = await shown(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The travel months ('YYYY-MM') of shown reviews, each once. */
export const findGuestbookTravelMonths = (db: Db) =>
  db.selectFrom('reviews').select('travel_date').distinct().where(shownReviews()).execute();
