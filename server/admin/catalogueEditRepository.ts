import { NOT_TRAVELLING_STATUSES } from '@/lib/booking/rules';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** The back office's view of tours: English title (its id while a new tour's English is unpublished), the facts it edits, who edited last. */
const tourRows = (db: Db) =>
  db
    .selectFrom('tours as t')
    .leftJoin('tour_translations as te', (j) => j.onRef('te.tour_id', '=', 't.id').on('te.locale', '=', 'en'))
    .select((eb) => ['t.id', eb.fn.coalesce('te.title', 't.id').as('title'), 't.category', 't.days', 't.trip_type', 't.price_from', 't.available', 't.edited_at', 't.edited_by', 't.archived_at', 't.archived_by', 't.safari_type', 't.level', 't.start_id', 't.end_id']);

export type AdminTourRow = Awaited<ReturnType<ReturnType<typeof tourRows>['execute']>>[number];

/** Tours whose id or English title holds `q` (any case), in catalogue order. */
export function findAdminTours(db: Db, q: string) {
  let query = tourRows(db).orderBy('t.sort_order').orderBy('t.id');
  if (q) {
    // LIKE's own wildcards in what the operator typed are matched literally.
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([
      eb(sql`lower(t.id)`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`lower(te.title)`, 'like', sql`${pattern} escape '\\'`),
    ]));
  }
  return query.execute();
}

export const findAdminTour = (db: Db, id: string) => tourRows(db).where('t.id', '=', id).executeTakeFirst();

/** Every language's slug of the given tours. */
export const findSlugsOf = (db: Db, tourIds: string[]) =>
  tourIds.length ? db.selectFrom('tour_translations').select(['tour_id', 'locale', 'slug']).where('tour_id', 'in', tourIds).execute() : Promise.resolve([]);

export async function updateTour(db: Db, id: string, values: { price_from: number; available: number; edited_at: string; edited_by: string }): Promise<boolean> {
  const result = await db.updateTable('tours').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A tour's facts as the office sets them (only those given change). */
export async function updateTourFacts(
  db: Db,
  id: string,
  values: Partial<{ category: string; trip_type: string; safari_type: string; level: string; start_id: string; end_id: string }> & { edited_at: string; edited_by: string },
): Promise<boolean> {
  const result = await db.updateTable('tours').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The tour's specialised kinds, replaced by these. */
export async function replaceTourTags(db: Db, id: string, tags: readonly string[]): Promise<void> {
  await db.deleteFrom('tour_tags').where('tour_id', '=', id).execute();
  if (tags.length) await db.insertInto('tour_tags').values(tags.map((tag) => ({ tour_id: id, tag }))).execute();
}

export const findTourTagsOf = async (db: Db, id: string) => (await db.selectFrom('tour_tags').select('tag').where('tour_id', '=', id).orderBy('tag').execute()).map((r) => r.tag);

/** Which of these are ids of destinations. */
export const findDestinationIds = async (db: Db, ids: string[]) =>
  ids.length ? (await db.selectFrom('destinations').select('id').where('id', 'in', ids).execute()).map((r) => r.id) : [];

/** Takes a tour off the site for good (`at` an ISO time), or puts it back (`at` null). */
export async function setTourArchived(db: Db, id: string, at: string | null, by: string | null): Promise<boolean> {
  const result = await db.updateTable('tours').set({ archived_at: at, archived_by: by }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many bookings not cancelled still travel on the tour after `today`. */
export async function countBookingsAhead(db: Db, tourId: string, today: string): Promise<number> {
  const row = await db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).where('tour_id', '=', tourId).where('start_date', '>', today).where('status', 'not in', NOT_TRAVELLING_STATUSES).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A tour's departures from `fromDate` on (the operator sees closed ones too), soonest first. */
export const findTourDepartures = (db: Db, tourId: string, fromDate: string) =>
  db
    .selectFrom('departures')
    .select(['id', 'tour_id', 'start_date', 'seats_total', 'seats_taken', 'price_cents', 'status', 'edited_at', 'edited_by'])
    .where('tour_id', '=', tourId)
    .where('start_date', '>', fromDate)
    .orderBy('start_date')
    .execute();

export type AdminDepartureRow = Awaited<ReturnType<typeof findTourDepartures>>[number];

/** Adds a departure; false when the tour already has one on that date. */
export async function insertDeparture(db: Db, row: { id: string; tour_id: string; start_date: string; seats_total: number; price_cents: number; edited_at: string; edited_by: string }): Promise<boolean> {
  const result = await db.insertInto('departures').values(row).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Changes a departure. A new seat count only lands if it still covers the seats taken, checked in
 * the same UPDATE (a booking may take seats at the same moment): false when it does not.
 */
export async function updateDeparture(
  db: Db,
  id: string,
  values: { seats_total?: number; price_cents?: number; status?: string; edited_at: string; edited_by: string },
): Promise<boolean> {
  let q = db.updateTable('departures').set(values).where('id', '=', id);
  if (values.seats_total !== undefined) q = q.where('seats_taken', '<=', values.seats_total);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Changes every upcoming departure (after `today`) of a tour from `from` to `to` (both included), all or none: when a new
 * seat count would not cover the seats taken on some of them, nothing changes and their dates
 * are answered. Checked in the UPDATE itself too, as a booking may take seats meanwhile.
 */
export async function updateDeparturesInRange(
  trx: Transaction<Database>,
  tourId: string,
  from: string,
  to: string,
  today: string,
  values: { seats_total?: number; price_cents?: number; status?: string; edited_at: string; edited_by: string },
): Promise<{ changed: number; tooFull: string[] }> {
  const inRange = await trx.selectFrom('departures').select(['start_date', 'seats_taken']).where('tour_id', '=', tourId).where('start_date', '>=', from).where('start_date', '<=', to).where('start_date', '>', today).execute();
  const tooFull = values.seats_total === undefined ? [] : inRange.filter((d) => Number(d.seats_taken) > values.seats_total!).map((d) => d.start_date).sort();
  if (tooFull.length || !inRange.length) return { changed: 0, tooFull };
  let q = trx.updateTable('departures').set(values).where('tour_id', '=', tourId).where('start_date', '>=', from).where('start_date', '<=', to).where('start_date', '>', today);
  if (values.seats_total !== undefined) q = q.where('seats_taken', '<=', values.seats_total);
  const changed = Number((await q.executeTakeFirst()).numUpdatedRows);
  return { changed, tooFull: changed === inRange.length ? [] : ['(seats taken meanwhile)'] };
}

export const findDepartureTourId = async (db: Db, id: string) =>
  (await db.selectFrom('departures').select('tour_id').where('id', '=', id).executeTakeFirst())?.tour_id;

/** A departure's day, for a refusal that names it. */
export const findDepartureDate = async (db: Db, id: string) =>
  (await db.selectFrom('departures').select('start_date').where('id', '=', id).executeTakeFirst())?.start_date;

/** Each article's related-tours filter (JSON), to tell which articles show a tour. */
export const findArticleTourFilters = (db: Db) => db.selectFrom('articles').select(['id', 'related_tours']).execute();
