import type { Kysely } from 'kysely';

// Lists (months, meals, tips…) are stored as JSON text: portable, and only ever read whole.
// Flags are 0/1 integers: SQLite has no boolean to bind and PostgreSQL will not take 0/1 for one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('destinations')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('grp', 'varchar(32)', (c) => c.notNull())
    .addColumn('rating', 'real', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('altitude_m', 'integer')
    .addColumn('area_km2', 'integer')
    .addColumn('best_months', 'varchar(64)', (c) => c.notNull())
    .addColumn('high_season_months', 'varchar(64)', (c) => c.notNull())
    .addColumn('art', 'varchar(16)', (c) => c.notNull())
    .addColumn('popular', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('destination_translations')
    .addColumn('destination_id', 'varchar(64)', (c) => c.notNull().references('destinations.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('slug', 'varchar(120)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('summary', 'varchar(400)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('best_time', 'varchar(200)', (c) => c.notNull())
    .addColumn('high_season', 'varchar(200)', (c) => c.notNull())
    .addColumn('highlights', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('destination_translations_pk', ['destination_id', 'locale'])
    .addUniqueConstraint('destination_translations_slug', ['locale', 'slug'])
    .execute();

  await db.schema
    .createTable('day_blocks')
    .addColumn('id', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('destination_id', 'varchar(64)', (c) => c.notNull().references('destinations.id'))
    .addColumn('art', 'varchar(16)', (c) => c.notNull())
    .addColumn('meals', 'varchar(16)', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('altitude_m', 'integer')
    .addColumn('overnight', 'text')
    .execute();

  await db.schema
    .createTable('day_block_translations')
    .addColumn('block_id', 'varchar(80)', (c) => c.notNull().references('day_blocks.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('day_block_translations_pk', ['block_id', 'locale'])
    .execute();

  await db.schema
    .createTable('tours')
    .addColumn('id', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('nights', 'integer', (c) => c.notNull())
    .addColumn('trip_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('safari_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('level', 'varchar(16)', (c) => c.notNull())
    .addColumn('price_from', 'integer', (c) => c.notNull())
    .addColumn('start_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('end_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('route', 'varchar(32)')
    .addColumn('popular', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deal_percent', 'integer')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('tours_filter').on('tours').columns(['level', 'safari_type', 'trip_type', 'days', 'price_from']).execute();

  await db.schema
    .createTable('tour_translations')
    .addColumn('tour_id', 'varchar(120)', (c) => c.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('slug', 'varchar(160)', (c) => c.notNull())
    .addColumn('title', 'varchar(400)', (c) => c.notNull())
    .addColumn('overview', 'text', (c) => c.notNull())
    .addColumn('weather', 'text', (c) => c.notNull())
    .addColumn('tips', 'text', (c) => c.notNull())
    .addColumn('inclusions', 'text', (c) => c.notNull())
    .addColumn('exclusions', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tour_translations_pk', ['tour_id', 'locale'])
    .addUniqueConstraint('tour_translations_slug', ['locale', 'slug'])
    .execute();

  await db.schema
    .createTable('tour_days')
    .addColumn('tour_id', 'varchar(120)', (c) => c.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('day_number', 'integer', (c) => c.notNull())
    .addColumn('block_id', 'varchar(80)', (c) => c.notNull().references('day_blocks.id'))
    .addPrimaryKeyConstraint('tour_days_pk', ['tour_id', 'day_number'])
    .execute();

  await db.schema
    .createTable('tour_tags')
    .addColumn('tour_id', 'varchar(120)', (c) => c.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('tag', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('tour_tags_pk', ['tour_id', 'tag'])
    .execute();
  await db.schema.createIndex('tour_tags_tag').on('tour_tags').columns(['tag', 'tour_id']).execute();

  await db.schema
    .createTable('tour_destinations')
    .addColumn('tour_id', 'varchar(120)', (c) => c.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('destination_id', 'varchar(64)', (c) => c.notNull().references('destinations.id'))
    .addPrimaryKeyConstraint('tour_destinations_pk', ['tour_id', 'destination_id'])
    .execute();
  await db.schema.createIndex('tour_destinations_dest').on('tour_destinations').columns(['destination_id', 'tour_id']).execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('tour_id', 'varchar(120)', (c) => c.references('tours.id').onDelete('set null'))
    .addColumn('destination_id', 'varchar(64)', (c) => c.references('destinations.id'))
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('travel_date', 'varchar(7)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('approved'))
    .execute();
  await db.schema.createIndex('reviews_tour').on('reviews').columns(['tour_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reviews', 'tour_destinations', 'tour_tags', 'tour_days', 'tour_translations', 'tours', 'day_block_translations', 'day_blocks', 'destination_translations', 'destinations']) {
    await db.schema.dropTable(table).execute();
  }
}
