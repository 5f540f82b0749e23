import type { Kysely } from 'kysely';

/**
 * Every saved version of an item's text in one language, drafts and published ones alike: the
 * live tables (tour_translations…) hold what the site shows, these hold how it got there (who,
 * when) so a version can be compared and restored. `english_revision`: the English version a
 * translation was written against; a newer English makes it outdated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_revisions')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    // draft, published, or original (the text the site showed before the studio first changed it)
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('english_revision', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(200)', (c) => c.notNull())
    // Orders versions written within one millisecond.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_revisions_item').on('content_revisions').columns(['kind', 'item_id', 'locale', 'seq']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_revisions').execute();
}
