import type { Kysely, Transaction } from 'kysely';
import type { Database, DealsTable } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = ['id', 'tour_id', 'kind', 'value', 'starts_on', 'ends_on', 'created_at', 'edited_at', 'edited_by'] as const;
export type DealRow = Pick<DealsTable, (typeof COLUMNS)[number]>;

/** The deals running on `today` for these tours (at most one each: overlaps are refused on save). */
export async function findRunningDeals(db: Db, tourIds: string[], today: string): Promise<Map<string, DealRow>> {
  if (!tourIds.length) return new Map();
  const rows = await db.selectFrom('deals').select(COLUMNS).where('tour_id', 'in', tourIds).where('starts_on', '<=', today).where('ends_on', '>=', today).execute();
  return new Map(rows.map((r) => [r.tour_id, r]));
}

/** Deals as the office lists them: with the tour's English title and price. */
const listedDeals = (db: Db) =>
  db
    .selectFrom('deals as d')
    .innerJoin('tours as t', 't.id', 'd.tour_id')
    .innerJoin('tour_translations as te', (j) => j.onRef('te.tour_id', '=', 't.id').on('te.locale', '=', 'en'))
    .select(['d.id', 'd.tour_id', 'd.kind', 'd.value', 'd.starts_on', 'd.ends_on', 'd.created_at', 'd.edited_at', 'd.edited_by', 'te.title', 't.price_from']);

/** The office's list, latest end first (the service puts running ones first). */
export const findAllDeals = (db: Db) => listedDeals(db).orderBy('d.ends_on', 'desc').limit(1000).execute();

/** One deal as the list shows it. */
export const findListedDeal = (db: Db, id: string) => listedDeals(db).where('d.id', '=', id).executeTakeFirst();

export const findDeal = (db: Db, id: string) => db.selectFrom('deals').select(COLUMNS).where('id', '=', id).executeTakeFirst();

/** Another deal on the tour whose days meet [startsOn, endsOn]. */
export const findOverlappingDeal = (db: Db, tourId: string, startsOn: string, endsOn: string, exceptId: string | null) => {
  let q = db.selectFrom('deals').select(COLUMNS).where('tour_id', '=', tourId).where('starts_on', '<=', endsOn).where('ends_on', '>=', startsOn);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
};

export const insertDeal = (db: Db, row: DealRow) => db.insertInto('deals').values(row).execute();

export const updateDeal = (db: Db, id: string, changes: Partial<Omit<DealRow, 'id' | 'created_at'>>) => db.updateTable('deals').set(changes).where('id', '=', id).execute();

export const deleteDeal = (db: Db, id: string) => db.deleteFrom('deals').where('id', '=', id).execute();

/** The tour's price from, whole dollars; undefined for an unknown tour. */
export const findTourPrice = async (db: Db, tourId: string) =>
  (await db.selectFrom('tours').select('price_from').where('id', '=', tourId).executeTakeFirst())?.price_from;
