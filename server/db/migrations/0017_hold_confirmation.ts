import type { Kysely } from 'kysely';

/**
 * Seats held without a confirmed email address are held briefly and capped per client address
 * (issue 24, item 14): a booking keeps the address it was sent from and when the traveller
 * confirmed their email through the mailed link. Both stay null for bookings the office made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('client_ip', 'varchar(64)').execute();
  await db.schema.alterTable('bookings').addColumn('email_confirmed_at', 'varchar(32)').execute();
  await db.schema.createIndex('bookings_client_ip').on('bookings').columns(['client_ip', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_client_ip').execute();
  await db.schema.alterTable('bookings').dropColumn('email_confirmed_at').execute();
  await db.schema.alterTable('bookings').dropColumn('client_ip').execute();
}
