import type { Kysely } from 'kysely';

/**
 * Booking with a deposit: dated departures of shared tours (seats), bookings and their status
 * history, gapless invoices, payments through the provider, and
 * settings kept once (the provider's registered IPN id, the secret that signs manage links). Money is integer US cents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('departures')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('tour_id', 'varchar(160)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('seats_total', 'integer', (c) => c.notNull())
    // Seats held or sold: changed only by a conditional UPDATE, so the last seat goes once.
    .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addUniqueConstraint('departures_tour_date', ['tour_id', 'start_date'])
    .execute();
  await db.schema.createIndex('departures_start').on('departures').column('start_date').execute();

  await db.schema
    .createTable('bookings')
    .addColumn('number', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('tour_id', 'varchar(160)')
    .addColumn('departure_id', 'varchar(200)', (c) => c.references('departures.id'))
    .addColumn('quote_number', 'varchar(20)')
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('level', 'varchar(16)', (c) => c.notNull())
    .addColumn('deposit_rule', 'varchar(16)', (c) => c.notNull())
    .addColumn('adults', 'integer', (c) => c.notNull())
    .addColumn('children', 'integer', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('deposit_percent', 'integer', (c) => c.notNull())
    .addColumn('deposit_cents', 'integer', (c) => c.notNull())
    .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance_due_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('hold_expires_at', 'varchar(32)')
    // The affiliate link the traveller came through (attribution cookie), if any.
    .addColumn('affiliate_slug', 'varchar(16)')
    /** Every validated answer as JSON (lines, rooms, requests, children's ages). */
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bookings_hold').on('bookings').columns(['status', 'hold_expires_at']).execute();

  await db.schema
    .createTable('booking_history')
    // Sorts in the order written (several moves can share one timestamp).
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('booking_number', 'varchar(20)', (c) => c.notNull().references('bookings.number').onDelete('cascade'))
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor', 'varchar(40)', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_history_booking').on('booking_history').columns(['booking_number', 'at']).execute();

  await db.schema
    .createTable('invoices')
    .addColumn('number', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('booking_number', 'varchar(20)', (c) => c.notNull().unique().references('bookings.number').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(32)', (c) => c.notNull())
    /** JSON: the invoice as issued (lines, totals, due dates), never recomputed afterwards. */
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('booking_number', 'varchar(20)', (c) => c.notNull().references('bookings.number').onDelete('cascade'))
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    // The merchant reference sent to the provider: unique, one per attempt.
    .addColumn('merchant_reference', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('order_tracking_id', 'varchar(100)', (c) => c.unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('provider_status', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_booking').on('payments').column('booking_number').execute();

  await db.schema
    .createTable('payment_settings')
    .addColumn('name', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['payment_settings', 'payments', 'invoices', 'booking_history', 'bookings', 'departures']) {
    await db.schema.dropTable(table).execute();
  }
}
