import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database> | Transaction<Database>;

export type SlugEntity = 'tour' | 'destination' | 'article';

/** Where each kind of entity keeps its rows and its slug per language. */
export const SLUG_TABLES = {
  tour: { entities: 'tours', table: 'tour_translations', id: 'tour_id' },
  destination: { entities: 'destinations', table: 'destination_translations', id: 'destination_id' },
  article: { entities: 'articles', table: 'article_translations', id: 'article_id' },
} as const satisfies Record<SlugEntity, { entities: keyof Database; table: keyof Database; id: string }>;

/** The one a language's rows name first: this language, then English, then the first by locale. */
function pick<T extends { locale: string }>(rows: T[], locale: string): T | undefined {
  return rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'en') ?? rows[0];
}

/**
 * The entity a slug leads to on a language's domain: its slug in that language, its id, its
 * slug in another language, or a slug it was once published under (slug_history). Null when
 * nothing ever had it.
 */
export async function findSlugOwner(db: Db, entity: SlugEntity, locale: string, slug: string): Promise<string | null> {
  const { entities, table, id } = SLUG_TABLES[entity];
  const anyDb = db as Kysely<any>;
  const [current, byId, history] = await Promise.all([
    anyDb.selectFrom(table).select([`${id} as id`, 'locale']).where('slug', '=', slug).orderBy('locale').execute() as Promise<{ id: string; locale: string }[]>,
    anyDb.selectFrom(entities).select('id').where('id', '=', slug).executeTakeFirst() as Promise<{ id: string } | undefined>,
    db.selectFrom('slug_history').select(['entity_id as id', 'locale']).where('entity', '=', entity).where('slug', '=', slug).orderBy('locale').execute(),
  ]);
  const own = current.find((r) => r.locale === locale);
  return (own ?? byId ?? pick(current, locale) ?? pick(history, locale))?.id ?? null;
}

/** Another item of the kind that holds the address in that language now, or held it (its old links lead there). */
export async function findOtherSlugHolder(db: Db, entity: SlugEntity, id: string, locale: string, slug: string): Promise<boolean> {
  const { table, id: idColumn } = SLUG_TABLES[entity];
  const [live, history] = await Promise.all([
    (db as Kysely<any>).selectFrom(table).select(idColumn).where('locale', '=', locale).where('slug', '=', slug).where(idColumn, '!=', id).executeTakeFirst(),
    db.selectFrom('slug_history').select('entity_id').where('entity', '=', entity).where('locale', '=', locale).where('slug', '=', slug).where('entity_id', '!=', id).executeTakeFirst(),
  ]);
  return Boolean(live || history);
}

/** An old address of an item joins its history (leading to it with a 301). */
export async function keepOldSlug(db: Db, entity: SlugEntity, id: string, locale: string, slug: string): Promise<void> {
  await db.deleteFrom('slug_history').where('entity', '=', entity).where('locale', '=', locale).where('slug', '=', slug).execute();
  await db.insertInto('slug_history').values({ entity, locale, slug, entity_id: id }).execute();
}

/** An address in use again belongs to its page, not to history. */
export const forgetOldSlug = (db: Db, entity: SlugEntity, locale: string, slug: string) =>
  db.deleteFrom('slug_history').where('entity', '=', entity).where('locale', '=', locale).where('slug', '=', slug).execute();
