import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The back office's request workflow: who of the team looks after a request (`assignee_id` on
 * quotes, contact messages and bookings), when a quote was first answered, and `request_events`,
 * the history of each request (assigned, replied with the message sent, closed, turned into a
 * booking). A booking's status changes stay in booking_history; the inbox merges both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['quote_requests', 'contact_messages', 'bookings']) {
    await db.schema.alterTable(table).addColumn('assignee_id', 'varchar(32)', (c) => c.references('operators.id').onDelete('set null')).execute();
  }
  await db.schema.alterTable('quote_requests').addColumn('answered_at', 'varchar(32)').execute();

  await db.schema
    .createTable('request_events')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('request_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    // The operator's address, or 'system'.
    .addColumn('actor', 'varchar(200)', (c) => c.notNull())
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('request_events_request').on('request_events').columns(['request_number', 'at']).execute();

  // Operators now act on bookings under their address, longer than the 40 characters booking_history
  // allowed. SQLite never enforces a varchar length (and cannot alter a column); PostgreSQL does.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema.alterTable('booking_history').alterColumn('actor', (c) => c.setDataType('varchar(200)')).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('request_events').execute();
  await db.schema.alterTable('quote_requests').dropColumn('answered_at').execute();
  for (const table of ['bookings', 'contact_messages', 'quote_requests']) await db.schema.alterTable(table).dropColumn('assignee_id').execute();
}
