import type { Kysely } from 'kysely';

/** A discount the office gives as a share of the price (10 % for a repeat guest), not an amount. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_lines').addColumn('percent', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_lines').dropColumn('percent').execute();
}
