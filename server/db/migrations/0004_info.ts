import type { Kysely } from 'kysely';

/** Information pages (About, Privacy, Terms, booking process, payment), the team and associates. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('info_documents')
    .addColumn('id', 'varchar(40)', (c) => c.notNull())
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(10)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('info_documents_pk', ['id', 'locale'])
    .execute();

  await db.schema
    .createTable('team_members')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('since', 'integer', (c) => c.notNull())
    .addColumn('languages', 'varchar(80)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('team_member_translations')
    .addColumn('member_id', 'varchar(40)', (c) => c.notNull().references('team_members.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('role', 'varchar(120)', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_member_translations_pk', ['member_id', 'locale'])
    .execute();

  await db.schema
    .createTable('associates')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('url', 'varchar(200)', (c) => c.notNull())
    .addColumn('abbreviation', 'varchar(12)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('associate_translations')
    .addColumn('associate_id', 'varchar(40)', (c) => c.notNull().references('associates.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('name', 'varchar(160)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('associate_translations_pk', ['associate_id', 'locale'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['associate_translations', 'associates', 'team_member_translations', 'team_members', 'info_documents']) {
    await db.schema.dropTable(table).execute();
  }
}
