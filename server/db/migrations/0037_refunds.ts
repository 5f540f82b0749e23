import type { Kysely } from 'kysely';

/**
 * Money paid back to a traveller, against one of the booking's payments: by bank or cash as the
 * office records it, or through Pesapal's refund request for a payment made online.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('booking_number', 'varchar(20)', (c) => c.notNull().references('bookings.number').onDelete('cascade'))
    .addColumn('payment_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('reference', 'varchar(120)', (c) => c.notNull())
    .addColumn('provider_message', 'varchar(400)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_booking').on('refunds').column('booking_number').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refunds').execute();
}
