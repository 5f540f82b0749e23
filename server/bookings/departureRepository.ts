import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

export const sharedTours = (db: Db) => db.selectFrom('tours').select(['id', 'category', 'price_from']).where('trip_type', '=', 'shared').where('archived_at', 'is', null).execute();

/** Adds departures that are not there yet; an existing one (and its seats taken) is never touched. */
export async function insertMissingDepartures(
  db: Db,
  rows: { id: string; tour_id: string; start_date: string; seats_total: number; price_cents: number }[],
) {
  for (let i = 0; i < rows.length; i += 200) {
    await db.insertInto('departures').values(rows.slice(i, i + 200)).onConflict((oc) => oc.doNothing()).execute();
  }
}

/** Upcoming open departures of tours on sale (not paused, not archived, published in the language), with their tour's words in it. */
export function upcomingDepartures(db: Db, locale: string, fromDate: string, tourId?: string, limit = 500) {
  let q = db
    .selectFrom('departures as d')
    .innerJoin('tours as t', 't.id', 'd.tour_id')
    .innerJoin('tour_translations as te', (j) => j.onRef('te.tour_id', '=', 't.id').on('te.locale', '=', 'en'))
    .leftJoin('tour_translations as tl', (j) => j.onRef('tl.tour_id', '=', 't.id').on('tl.locale', '=', locale))
    .select((eb) => [
      'd.id', 'd.tour_id', 'd.start_date', 'd.seats_total', 'd.seats_taken', 'd.price_cents', 't.days',
      eb.fn.coalesce('tl.slug', 'te.slug').as('slug'),
      eb.fn.coalesce('tl.title', 'te.title').as('title'),
    ])
    .where('d.status', '=', 'open')
    .where('t.available', '=', 1)
    .where('t.archived_at', 'is', null)
    .where('tl.locale', 'is not', null)
    .where('d.start_date', '>', fromDate)
    .orderBy('d.start_date')
    .orderBy('t.sort_order')
    .limit(limit);
  if (tourId) q = q.where('d.tour_id', '=', tourId);
  return q.execute();
}

export const findDeparture = (db: Db, id: string) => db.selectFrom('departures').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Takes seats only if that many are still free, in one UPDATE: the database decides, so two
 * travellers can never both get the last seat. Returns whether the seats were taken.
 */
export async function takeSeats(db: Db, id: string, seats: number): Promise<boolean> {
  const result = await db
    .updateTable('departures')
    .set({ seats_taken: sql<number>`seats_taken + ${seats}` })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where(sql<boolean>`seats_taken + ${seats} <= seats_total`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseSeats(db: Db, id: string, seats: number): Promise<void> {
  await db
    .updateTable('departures')
    .set({ seats_taken: sql<number>`CASE WHEN seats_taken >= ${seats} THEN seats_taken - ${seats} ELSE 0 END` })
    .where('id', '=', id)
    .execute();
}
