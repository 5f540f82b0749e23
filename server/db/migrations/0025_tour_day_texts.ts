import type { Kysely } from 'kysely';

/**
 * A tour's own text for a day of its itinerary, per language, as the office publishes it. The
 * seed's days are shared blocks (day_blocks: the same day in the Serengeti on many tours); a row
 * here wins over the block's text for this tour only, and the seed never touches it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tour_day_translations')
    .addColumn('tour_id', 'varchar(120)', (c) => c.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('day_number', 'integer', (c) => c.notNull())
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tour_day_translations_pk', ['tour_id', 'day_number', 'locale'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tour_day_translations').execute();
}
