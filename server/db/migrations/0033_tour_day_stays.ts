import type { Kysely } from 'kysely';

/**
 * Where a tour spends the night of one of its days, as the office sets it for that tour: JSON
 * `{ "name", "type" }`, `{ "tbc": true }` (to be confirmed) or `{ "none": true }` (no night). Null:
 * the day block's own stay for the tour's level, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tour_days').addColumn('stay', 'varchar(400)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tour_days').dropColumn('stay').execute();
}
