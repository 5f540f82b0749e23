import type { Kysely } from 'kysely';

/**
 * The office's own lines on a booking's invoice, beside the tour's price: an extra (park fees, a
 * single supplement, a transfer) of an amount and a quantity, a discount with its reason, or the
 * price agreed in place of the computed one (which stays visible). Integer US cents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_lines')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('booking_number', 'varchar(20)', (c) => c.notNull().references('bookings.number').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_lines_booking').on('booking_lines').column('booking_number').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_lines').execute();
}
