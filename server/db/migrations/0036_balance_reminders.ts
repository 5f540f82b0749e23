import type { Kysely } from 'kysely';

/**
 * The balance reminders sent: one row per booking, due date and reminder (14 or 3 days before),
 * written in the same transaction as the mail, so two instances never send the same one twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('balance_reminders')
    .addColumn('booking_number', 'varchar(20)', (c) => c.notNull().references('bookings.number').onDelete('cascade'))
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('balance_reminders_pk', ['booking_number', 'due_date', 'days_before'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('balance_reminders').execute();
}
