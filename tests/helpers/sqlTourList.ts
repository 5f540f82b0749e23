import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { TourFilter } from '@/lib/catalogue/filterFields';
import { dealShareToday, priceToday, reviewFigures, shownIn } from '@/server/catalogue/tourRepository';
import type { Database } from '@/server/db/types';

/** A tour as the reference list returns it: its id and every value the list's orders read. */
export type ReferenceTour = { id: string; price: number; days: number; popular: number; dealShare: number; sortOrder: number; rating: number; reviewsCount: number };

/**
 * The tour list's rules written as SQL (as the site filtered and sorted its lists until they moved
 * into memory, server/catalogue/listedTours.ts): the reference the in-memory list is held to.
 * Every tour that passes the filter, in the list's order, ties broken by id.
 */
export async function referenceTourList(db: Kysely<Database>, locale: string, f: TourFilter, tourIds?: string[]): Promise<ReferenceTour[]> {
  let q = db
    .selectFrom('tours as t')
    .leftJoin(reviewFigures(db), 'r.tour_id', 't.id')
    .select([
      't.id', 't.days', 't.popular', 't.sort_order', priceToday().as('price'), dealShareToday().as('deal_share'),
      sql<number>`coalesce(r.rating, 0)`.as('rating'), sql<number>`coalesce(r.reviews_count, 0)`.as('reviews_count'),
    ])
    .where('t.archived_at', 'is', null)
    .where(shownIn(locale)) as SelectQueryBuilder<any, any, any>;
  if (f.tripType) q = q.where('t.trip_type', '=', f.tripType);
  if (f.safariType) q = q.where('t.safari_type', '=', f.safariType);
  if (f.level?.length) q = q.where('t.level', 'in', f.level);
  if (f.category) q = q.where('t.category', '=', f.category);
  if (f.priceMin !== undefined) q = q.where(priceToday(), '>=', f.priceMin);
  if (f.priceMax !== undefined) q = q.where(priceToday(), '<=', f.priceMax);
  if (f.daysMin !== undefined) q = q.where('t.days', '>=', f.daysMin);
  if (f.daysMax !== undefined) q = q.where('t.days', '<=', f.daysMax);
  if (f.tags?.length) {
    const tags = f.tags;
    q = q.where(({ exists, selectFrom }) => exists(selectFrom('tour_tags as tg').select('tg.tour_id').whereRef('tg.tour_id', '=', 't.id').where('tg.tag', 'in', tags)));
  }
  if (f.destination) {
    const dest = f.destination;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('tour_destinations as td')
          .innerJoin('destination_translations as dt', 'dt.destination_id', 'td.destination_id')
          .select('td.tour_id')
          .whereRef('td.tour_id', '=', 't.id')
          .where((eb) => eb.or([eb('td.destination_id', '=', dest), eb('dt.slug', '=', dest)])),
      ),
    );
  }
  if (tourIds) q = q.where('t.id', 'in', tourIds.length ? tourIds : ['']);
  if (!f.sort && tourIds?.length) {
    q = q.orderBy(sql`case t.id ${sql.join(tourIds.map((id, i) => sql`when ${id} then ${sql.lit(i)}`), sql` `)} else ${sql.lit(tourIds.length)} end`);
  } else if (f.sort === 'price-asc') q = q.orderBy(priceToday(), 'asc').orderBy('t.days', 'asc');
  else if (f.sort === 'price-desc') q = q.orderBy(priceToday(), 'desc').orderBy('t.days', 'asc');
  else if (f.sort === 'days-asc') q = q.orderBy('t.days', 'asc').orderBy(priceToday(), 'asc');
  else if (f.sort === 'days-desc') q = q.orderBy('t.days', 'desc').orderBy(priceToday(), 'asc');
  else if (f.sort === 'rating') q = q.orderBy(sql`coalesce(r.rating, 0)`, 'desc').orderBy(sql`coalesce(r.reviews_count, 0)`, 'desc');
  else q = q.orderBy('t.popular', 'desc').orderBy(dealShareToday(), 'desc').orderBy('t.sort_order', 'asc');
  const rows = await q.orderBy('t.id').execute();
  return rows.map((r) => ({
    id: r.id, price: Number(r.price), days: Number(r.days), popular: Number(r.popular), dealShare: Number(r.deal_share),
    sortOrder: Number(r.sort_order), rating: Number(r.rating), reviewsCount: Number(r.reviews_count),
  }));
}
