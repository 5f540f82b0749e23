import type { Kysely } from 'kysely';

/**
 * Each operator account gets a role: `owner` (everything), `editor` (the catalogue and its
 * content), `sales` (requests, bookings, reviews, affiliates, mail). The accounts that exist
 * already are the owners'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operators').addColumn('role', 'varchar(10)', (c) => c.notNull().defaultTo('owner')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operators').dropColumn('role').execute();
}
