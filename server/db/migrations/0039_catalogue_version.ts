import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The tables the tour lists' filter options (deals included: they move a price into or out of a
 * price filter) and the site search's index are made from. Every
 * write to one of them moves `catalogue_version` on, whoever makes it (the back office, a
 * restore, a script), so each instance can keep what it made from them per version and see
 * another instance's edit on its next read.
 */
export const CATALOGUE_TABLES = [
  'tours', 'tour_translations', 'tour_tags', 'tour_destinations', 'destinations', 'destination_translations', 'article_translations', 'deals',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 0)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Deferred to the commit: the version row is locked only while the transaction commits, so two
    // offices' edits of different tables never wait on each other mid-transaction (no deadlock).
    await sql`create function bump_catalogue_version() returns trigger language plpgsql as $$
      begin update catalogue_version set version = version + 1 where id = 1; return null; end $$`.execute(db);
    for (const table of CATALOGUE_TABLES) {
      await sql`create constraint trigger ${sql.id(`${table}_catalogue_version`)} after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred for each row execute function bump_catalogue_version()`.execute(db);
    }
    return;
  }
  // SQLite: row triggers (one writer at a time: nothing to defer).
  for (const table of CATALOGUE_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.id(`${table}_${event}_catalogue_version`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update catalogue_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of CATALOGUE_TABLES) {
    if (postgres) await sql`drop trigger if exists ${sql.id(`${table}_catalogue_version`)} on ${sql.table(table)}`.execute(db);
    else for (const event of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.id(`${table}_${event}_catalogue_version`)}`.execute(db);
  }
  if (postgres) await sql`drop function if exists bump_catalogue_version()`.execute(db);
  await db.schema.dropTable('catalogue_version').execute();
}
