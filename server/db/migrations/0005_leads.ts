import type { Kysely } from 'kysely';

/** Quote requests, contact messages, written reviews, idempotency records and the mail outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Yearly sequences for human-friendly numbers (Q-2026-000123), incremented inside the write's transaction.
  await db.schema
    .createTable('counters')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('quote_requests')
    .addColumn('number', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('tour_id', 'varchar(120)')
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('departure_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('adults', 'integer', (c) => c.notNull())
    .addColumn('children', 'integer', (c) => c.notNull())
    // Everything the traveller typed, as validated JSON: nothing is dropped on the way in.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quote_requests_created').on('quote_requests').column('created_at').execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('number', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // Reviews written on the site wait for approval; the email is for the operator only.
  await db.schema.alterTable('reviews').addColumn('email', 'varchar(200)').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'varchar(240)', (c) => c.primaryKey())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('ref', 'varchar(20)', (c) => c.notNull())
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('to_address', 'varchar(200)', (c) => c.notNull())
    .addColumn('reply_to', 'varchar(200)')
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('last_error', 'varchar(500)')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox', 'idempotency_keys', 'contact_messages', 'quote_requests', 'counters']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('reviews').dropColumn('email').execute();
}
