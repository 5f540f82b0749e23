import { sql, type Kysely, type Transaction } from 'kysely';
import { SLUG_TABLES, type SlugEntity } from '@/server/slugs/repository';
import type { Database } from '../types';
import { upsert } from './upsert';

type Db = Kysely<Database> | Transaction<Database>;

const BATCH = 200;

/**
 * Gets a language's translation rows ready to take new slugs (id → slug): every slug they
 * replace, and the `earlier` ones they were published under before, go to slug_history so old
 * links answer a 301; replaced slugs are parked on a placeholder, so the (locale, slug)
 * uniqueness never sees two rows on one slug while the caller writes the new ones.
 */
export async function prepareSlugs(
  db: Db,
  entity: SlugEntity,
  locale: string,
  slugs: Map<string, string>,
  earlier: Record<string, string> = {},
): Promise<void> {
  const { table, id } = SLUG_TABLES[entity];
  const anyDb = db as Kysely<any>;
  const current: { id: string; slug: string }[] = await anyDb.selectFrom(table).select([`${id} as id`, 'slug']).where('locale', '=', locale).execute();

  // Keyed by slug: what the database holds now wins over the older record.
  const old = new Map<string, string>();
  for (const [entityId, slug] of [...Object.entries(earlier), ...current.map((r) => [r.id, r.slug] as const)]) {
    if (slugs.has(entityId) && slugs.get(entityId) !== slug && !slug.startsWith('~')) old.set(slug, entityId);
  }
  const inUse = [...slugs.values()];
  for (const slug of inUse) old.delete(slug);
  await upsert(db, 'slug_history', [...old].map(([slug, entityId]) => ({ entity, locale, slug, entity_id: entityId })), ['entity', 'locale', 'slug']);
  // A slug in use again belongs to its page, not to history.
  for (let i = 0; i < inUse.length; i += BATCH) {
    await db.deleteFrom('slug_history').where('entity', '=', entity).where('locale', '=', locale).where('slug', 'in', inUse.slice(i, i + BATCH)).execute();
  }

  const moving = current.filter((r) => slugs.has(r.id) && slugs.get(r.id) !== r.slug).map((r) => r.id);
  for (let i = 0; i < moving.length; i += BATCH) {
    await anyDb
      .updateTable(table)
      .set({ slug: sql`'~' || ${sql.ref(id)}` })
      .where('locale', '=', locale)
      .where(id, 'in', moving.slice(i, i + BATCH))
      .execute();
  }
}
