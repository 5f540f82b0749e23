import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** A tour's days in order: which block each is. */
export const findTourDays = (db: Db, tourId: string) =>
  db.selectFrom('tour_days').select(['day_number', 'block_id', 'stay', 'meals', 'altitude_m']).where('tour_id', '=', tourId).orderBy('day_number').execute();

/** Every day block the office can add to a tour: its place and its English title, by place. */
export const findAllBlocks = (db: Db) =>
  db
    .selectFrom('day_blocks as b')
    .innerJoin('day_block_translations as bt', (j) => j.onRef('bt.block_id', '=', 'b.id').on('bt.locale', '=', 'en'))
    .leftJoin('destination_translations as dt', (j) => j.onRef('dt.destination_id', '=', 'b.destination_id').on('dt.locale', '=', 'en'))
    .select(['b.id', 'b.destination_id', 'bt.title', 'dt.name as place'])
    .orderBy('dt.name')
    .orderBy('bt.title')
    .execute();

/** Blocks by id with their place (unknown ids are simply missing). */
export const findBlocks = async (db: Db, ids: string[]) =>
  ids.length ? db.selectFrom('day_blocks').select(['id', 'destination_id', 'overnight']).where('id', 'in', ids).execute() : [];

/** Blocks' own texts in the languages given. */
export const findBlockTexts = async (db: Db, ids: string[]) =>
  ids.length ? db.selectFrom('day_block_translations').select(['block_id', 'locale', 'title', 'description']).where('block_id', 'in', ids).execute() : [];

/** The tour's own day texts (all languages). */
export const findTourDayTexts = (db: Db, tourId: string) =>
  db.selectFrom('tour_day_translations').select(['day_number', 'locale', 'title', 'description']).where('tour_id', '=', tourId).execute();

/** Writes the tour's days, its own day texts and its places anew, and its length. */
export async function replaceItinerary(
  db: Db,
  tourId: string,
  days: { block_id: string; stay?: string | null; meals?: string | null; altitude_m?: number | null }[],
  texts: { day_number: number; locale: string; title: string; description: string }[],
  places: string[],
  edit: { edited_at: string; edited_by: string },
) {
  await db.deleteFrom('tour_day_translations').where('tour_id', '=', tourId).execute();
  await db.deleteFrom('tour_days').where('tour_id', '=', tourId).execute();
  await db.insertInto('tour_days').values(days.map((d, i) => ({ tour_id: tourId, day_number: i + 1, block_id: d.block_id, stay: d.stay ?? null, meals: d.meals ?? null, altitude_m: d.altitude_m ?? null }))).execute();
  if (texts.length) await db.insertInto('tour_day_translations').values(texts.map((t) => ({ tour_id: tourId, ...t }))).execute();
  await db.deleteFrom('tour_destinations').where('tour_id', '=', tourId).execute();
  await db.insertInto('tour_destinations').values(places.map((destination_id) => ({ tour_id: tourId, destination_id }))).execute();
  await db.updateTable('tours').set({ days: days.length, nights: Math.max(0, days.length - 1), ...edit }).where('id', '=', tourId).execute();
}

/** The tour's drafts waiting to be published (their `days` follow the new order). */
export const findTourDrafts = (db: Db, tourId: string) =>
  db.selectFrom('content_revisions').select(['id', 'locale', 'body']).where('kind', '=', 'tour').where('item_id', '=', tourId).where('state', '=', 'draft').execute();

export const updateDraftBody = (db: Db, id: string, body: string) => db.updateTable('content_revisions').set({ body }).where('id', '=', id).execute();
