import type { Kysely } from 'kysely';

/**
 * Slugs a page was once published under, per language: a shared link to an old slug is
 * answered with a 301 to the entity's current slug (looked up in its translations, so a
 * slug renamed twice still lands in one hop).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('slug_history')
    .addColumn('entity', 'varchar(20)', (c) => c.notNull())
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('slug', 'varchar(160)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(120)', (c) => c.notNull())
    .addPrimaryKeyConstraint('slug_history_pk', ['entity', 'locale', 'slug'])
    .execute();
  await db.schema.createIndex('slug_history_slug').on('slug_history').columns(['entity', 'slug']).execute();
  // A slug is looked up in every language at once (another language's slug on this domain).
  for (const table of ['tour_translations', 'destination_translations', 'article_translations']) {
    await db.schema.createIndex(`${table}_any_locale_slug`).on(table).column('slug').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tour_translations', 'destination_translations', 'article_translations']) {
    await db.schema.dropIndex(`${table}_any_locale_slug`).execute();
  }
  await db.schema.dropTable('slug_history').execute();
}
