import type { Kysely } from 'kysely';

/** A destination's photo from the media library: its card, its page, and the tours that go there (the drawing when none). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('destinations').addColumn('photo_media_id', 'varchar(32)', (c) => c.references('media.id')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('destinations').dropColumn('photo_media_id').execute();
}
