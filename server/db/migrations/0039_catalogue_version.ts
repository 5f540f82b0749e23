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

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Every insert, update and delete on these tables moves the catalogue's version on (also used by later migrations). */
export async function addVersionTriggers(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    if (isPostgres(db)) {
      // Deferred to the commit: the version row is locked only while the transaction commits, so two
      // offices' edits of different tables never wait on each other mid-transaction (no deadlock).
      await sql`create constraint trigger ${sql.id(`${table}_catalogue_version`)} after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred for each row execute function bump_catalogue_version()`.execute(db);
      continue;
    }
    // SQLite: row triggers (one writer at a time: nothing to defer).
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.id(`${table}_${event}_catalogue_version`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update catalogue_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function dropVersionTriggers(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    if (isPostgres(db)) await sql`drop trigger if exists ${sql.id(`${table}_catalogue_version`)} on ${sql.table(table)}`.execute(db);
    else for (const event of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.id(`${table}_${event}_catalogue_version`)}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 0)`.execute(db);
  if (isPostgres(db)) {
    await sql`create function bump_catalogue_version() returns trigger language plpgsql as $$
      begin update catalogue_version set version = version + 1 where id = 1; return null; end $$`.execute(db);
  }
  await addVersionTriggers(db, CATALOGUE_TABLES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropVersionTriggers(db, CATALOGUE_TABLES);
  if (isPostgres(db)) await sql`drop function if exists bump_catalogue_version()`.execute(db);
  await db.schema.dropTable('catalogue_version').execute();
}
