import type { Kysely } from 'kysely';

/**
 * A booking's invoice is issued again when the office changes what it costs: the new version
 * takes the next INV number and the booking's place in `invoices`; the one it replaces moves here
 * with its number and text as issued, naming the invoice that superseded it. Numbers stay gapless.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('superseded_invoices')
    .addColumn('number', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('booking_number', 'varchar(20)', (c) => c.notNull().references('bookings.number').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('superseded_by', 'varchar(20)', (c) => c.notNull())
    .addColumn('superseded_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('superseded_invoices_booking').on('superseded_invoices').column('booking_number').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('superseded_invoices').execute();
}
