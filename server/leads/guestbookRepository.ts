import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { REVIEW_COLUMNS } from '@/server/catalogue/reviewRepository';

type Db = Kysely<Database>;

/** What the guest book filters by, as columns: `categories` is the tour categories of the chosen kind. */
export type GuestbookFilter = { rating?: number; categories?: string[]; language?: string; year?: number };

function approved(db: Db, f: GuestbookFilter) {
  let q = db.selectFrom('reviews').where('status', '=', 'approved');
  if (f.rating) q = q.where('rating', '=', f.rating);
  if (f.categories) q = q.where('category', 'in', f.categories);
  if (f.language) q = q.where('language', '=', f.language);
  if (f.year) q = q.where('travel_date', 'like', `${f.year}-%`);
  return q;
}

/** One page of approved reviews, newest first. */
export const findGuestbookReviews = (db: Db, f: GuestbookFilter, limit: number, offset: number) =>
  approved(db, f).select(REVIEW_COLUMNS).orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();

export async function countGuestbookReviews(db: Db, f: GuestbookFilter): Promise<number> {
  const row = await approved(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The travel months ('YYYY-MM') of approved reviews, each once. */
export const findGuestbookTravelMonths = (db: Db) =>
  db.selectFrom('reviews').select('travel_date').distinct().where('status', '=', 'approved').execute();
