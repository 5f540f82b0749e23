import type { Kysely } from 'kysely';

// Migrations use the schema builder only, so the same file runs on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pages')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('path', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('page_translations')
    .addColumn('page_id', 'varchar(64)', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'varchar(400)', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_translations_pk', ['page_id', 'locale'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_translations').execute();
  await db.schema.dropTable('pages').execute();
}
