import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../types';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Inserts rows, updating the other columns where the key already exists: what makes the seed
 * safe to run again. Batched, because the catalogue is thousands of rows. Columns in `keep` are
 * written for a new row only, never over an existing one's.
 */
export async function upsert(
  db: Db,
  table: keyof Database & string,
  rows: Record<string, unknown>[],
  key: string[],
  keep: string[] = [],
): Promise<void> {
  if (rows.length === 0) return;
  const update = Object.keys(rows[0]).filter((c) => !key.includes(c) && !keep.includes(c));
  for (let i = 0; i < rows.length; i += 200) {
    const batch = rows.slice(i, i + 200);
    await (db as Kysely<any>)
      .insertInto(table)
      .values(batch)
      .onConflict((oc: any) => {
        const target = oc.columns(key);
        return update.length === 0
          ? target.doNothing()
          : target.doUpdateSet((eb: any) => Object.fromEntries(update.map((c) => [c, eb.ref(`excluded.${c}`)])));
      })
      .execute();
  }
}

/** Replaces a parent's child rows (itinerary days, tags…) with the source's. */
export async function replaceChildren(
  db: Db,
  table: keyof Database & string,
  parentColumn: string,
  parentIds: string[],
  rows: Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < parentIds.length; i += 200) {
    await (db as Kysely<any>).deleteFrom(table).where(parentColumn, 'in', parentIds.slice(i, i + 200)).execute();
  }
  for (let i = 0; i < rows.length; i += 200) {
    await (db as Kysely<any>).insertInto(table).values(rows.slice(i, i + 200)).execute();
  }
}
