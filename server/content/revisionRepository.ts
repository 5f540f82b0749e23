import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ContentRevisionsTable, Database } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

// Saved versions of items' texts: queries only; the services decide when they run.

/** Every version of an item, newest first (all languages). */
export const findRevisions = (db: Db, kind: string, itemId: string) =>
  db.selectFrom('content_revisions').selectAll().where('kind', '=', kind).where('item_id', '=', itemId).orderBy('seq', 'desc').execute();

export const findRevision = (db: Db, kind: string, itemId: string, id: string) =>
  db.selectFrom('content_revisions').selectAll().where('kind', '=', kind).where('item_id', '=', itemId).where('id', '=', id).executeTakeFirst();

/** The next number in an item's order of versions (written in the saving transaction). */
export async function nextSeq(db: Db, kind: string, itemId: string): Promise<number> {
  const row = await db.selectFrom('content_revisions').select((eb) => eb.fn.max('seq').as('top')).where('kind', '=', kind).where('item_id', '=', itemId).executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

export const insertRevision = (db: Db, row: Insertable<ContentRevisionsTable>) => db.insertInto('content_revisions').values(row).execute();

/** Items of a kind with a published version in a language: the seed leaves their text alone. */
export async function publishedItems(db: Db, kind: string, locale: string): Promise<Set<string>> {
  const rows = await db.selectFrom('content_revisions').select('item_id').distinct().where('kind', '=', kind).where('locale', '=', locale).where('state', '=', 'published').execute();
  return new Set(rows.map((r) => r.item_id));
}
