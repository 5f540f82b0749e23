import type { Kysely } from 'kysely';

/**
 * A day of a tour as the office sets it for that tour, over its day block's: where the night is
 * spent (`stay`: JSON `{ "name", "type" }`, `{ "tbc": true }` to be confirmed or `{ "none": true }`),
 * the meals (JSON like `["B","L","D"]`) and the altitude. Null: the block's, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tour_days').addColumn('stay', 'varchar(400)').execute();
  await db.schema.alterTable('tour_days').addColumn('meals', 'varchar(20)').execute();
  await db.schema.alterTable('tour_days').addColumn('altitude_m', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tour_days').dropColumn('altitude_m').execute();
  await db.schema.alterTable('tour_days').dropColumn('meals').execute();
  await db.schema.alterTable('tour_days').dropColumn('stay').execute();
}
