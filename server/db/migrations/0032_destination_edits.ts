import type { Kysely } from 'kysely';

/** When the office last changed a place's facts (group, map point, months…): `npm run setup` then leaves them be. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('destinations').addColumn('edited_at', 'varchar(32)').execute();
  await db.schema.alterTable('destinations').addColumn('edited_by', 'varchar(254)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('destinations').dropColumn('edited_by').execute();
  await db.schema.alterTable('destinations').dropColumn('edited_at').execute();
}
