import type { Kysely } from 'kysely';

/**
 * Team members as the office keeps them: a portrait from the media library, and when the office
 * last changed a member's facts (name, tab, year, languages), so `npm run setup` leaves them be.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('team_members').addColumn('photo_media_id', 'varchar(32)', (c) => c.references('media.id')).execute();
  await db.schema.alterTable('team_members').addColumn('edited_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('team_members').dropColumn('edited_at').execute();
  await db.schema.alterTable('team_members').dropColumn('photo_media_id').execute();
}
