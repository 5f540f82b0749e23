import type { Kysely } from 'kysely';

/**
 * A tour the office has taken off the site for good (not paused for a season): no list, search,
 * sitemap or domain shows it and nothing books it, while its bookings, reviews and texts stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tours').addColumn('archived_at', 'varchar(32)').execute();
  await db.schema.alterTable('tours').addColumn('archived_by', 'varchar(254)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tours').dropColumn('archived_by').execute();
  await db.schema.alterTable('tours').dropColumn('archived_at').execute();
}
