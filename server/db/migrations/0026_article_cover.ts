import type { Kysely } from 'kysely';

/** An article's cover photo from the media library (the drawn artwork when none is chosen). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').addColumn('cover_media_id', 'varchar(32)', (c) => c.references('media.id')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('cover_media_id').execute();
}
