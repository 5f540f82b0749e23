import type { Kysely } from 'kysely';

/**
 * The operator edits the catalogue from the back office: a tour can be paused (`available` 0:
 * its page says so and nothing books it) and its price changed; a departure can be added, resized,
 * repriced or closed. `edited_at`/`edited_by` (the operator's email) say who last changed a row
 * and when, and tell the seed to leave the operator's figures alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tours').addColumn('available', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('tours').addColumn('edited_at', 'varchar(32)').execute();
  await db.schema.alterTable('tours').addColumn('edited_by', 'varchar(200)').execute();
  await db.schema.alterTable('departures').addColumn('edited_at', 'varchar(32)').execute();
  await db.schema.alterTable('departures').addColumn('edited_by', 'varchar(200)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['edited_by', 'edited_at']) await db.schema.alterTable('departures').dropColumn(column).execute();
  for (const column of ['edited_by', 'edited_at', 'available']) await db.schema.alterTable('tours').dropColumn(column).execute();
}
