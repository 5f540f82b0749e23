import type { Kysely } from 'kysely';

/**
 * A cancelled booking's invoice is cancelled by a credit note: its own gapless CN number, the
 * invoice it cancels, and the note as issued (JSON, never recomputed). One per booking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_notes')
    .addColumn('number', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('booking_number', 'varchar(20)', (c) => c.notNull().unique().references('bookings.number').onDelete('cascade'))
    .addColumn('invoice_number', 'varchar(20)', (c) => c.notNull().references('invoices.number').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_notes').execute();
}
