import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, WishlistToursTable } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** Which of these are ids of tours in the catalogue (an archived tour is not). */
export async function findTourIds(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  return (await db.selectFrom('tours').select('id').where('id', 'in', ids).where('archived_at', 'is', null).execute()).map((r) => r.id);
}

/**
 * An account's saved tours that the catalogue still has, in the order they were saved; at most
 * `limit` (two merges racing on PostgreSQL could each fill the last places).
 */
export async function findSavedTourIds(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('wishlist_tours')
    .innerJoin('tours', 'tours.id', 'wishlist_tours.tour_id')
    .select('wishlist_tours.tour_id')
    .where('wishlist_tours.user_id', '=', userId)
    .where('tours.archived_at', 'is', null)
    .orderBy('wishlist_tours.position')
    .orderBy('wishlist_tours.tour_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.tour_id);
}

/** The highest position on the account's list (withdrawn tours too), 0 for an empty list. */
export async function findLastPosition(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('wishlist_tours')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** Adds rows; a tour already on the list (a request racing this one) is left as it is. */
export async function insertSavedTours(db: Db, rows: Insertable<WishlistToursTable>[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('wishlist_tours')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'tour_id']).doNothing())
    .execute();
}

export async function deleteSavedTours(db: Db, userId: string, tourIds: string[]): Promise<void> {
  if (!tourIds.length) return;
  await db.deleteFrom('wishlist_tours').where('user_id', '=', userId).where('tour_id', 'in', tourIds).execute();
}

export async function deleteAllSavedTours(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('wishlist_tours').where('user_id', '=', userId).execute();
}
