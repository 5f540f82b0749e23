import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ToursTable } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

// A new tour's row, for the studio's "new tour" (blank or copied).

/** `base`, or `base-2`, `base-3`…: the first id no tour has. */
export async function freeTourId(db: Db, base: string): Promise<string> {
  let id = base;
  for (let n = 2; await db.selectFrom('tours').select('id').where('id', '=', id).executeTakeFirst(); n++) id = `${base}-${n}`;
  return id;
}

/** The last place in the catalogue's order (a new tour goes after it). */
export async function lastSortOrder(db: Db): Promise<number> {
  const last = await db.selectFrom('tours').select((eb) => eb.fn.max('sort_order').as('top')).executeTakeFirst();
  return Number(last?.top ?? 0);
}

export const insertTour = (db: Db, row: Insertable<ToursTable>) => db.insertInto('tours').values(row).execute();
