import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('articles')
    .addColumn('id', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('author', 'varchar(40)', (c) => c.notNull())
    .addColumn('published_at', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(10)')
    .addColumn('banner', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('art', 'varchar(16)', (c) => c.notNull())
    .addColumn('art_seed', 'varchar(80)', (c) => c.notNull())
    .addColumn('related_tours', 'text', (c) => c.notNull())
    .addColumn('related_articles', 'text', (c) => c.notNull())
    .addColumn('footer_guide', 'varchar(40)')
    .execute();
  await db.schema.createIndex('articles_category').on('articles').columns(['category', 'published_at']).execute();

  await db.schema
    .createTable('article_translations')
    .addColumn('article_id', 'varchar(120)', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('slug', 'varchar(160)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('excerpt', 'varchar(400)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('reading_minutes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_translations_pk', ['article_id', 'locale'])
    .addUniqueConstraint('article_translations_slug', ['locale', 'slug'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_translations').execute();
  await db.schema.dropTable('articles').execute();
}
