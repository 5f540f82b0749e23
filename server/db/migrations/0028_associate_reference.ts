import type { Kysely } from 'kysely';

/**
 * Associations and partners as the office keeps them: the licence or membership number the About
 * page shows, and when the office last changed the facts (so `npm run setup` leaves them be).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('associates').addColumn('reference', 'varchar(80)').execute();
  await db.schema.alterTable('associates').addColumn('edited_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('associates').dropColumn('edited_at').execute();
  await db.schema.alterTable('associates').dropColumn('reference').execute();
}
