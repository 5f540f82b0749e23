import { sql, type Kysely } from 'kysely';

/**
 * The outbox keeps the operator's mail moving through a flood of acknowledgements, and counts
 * acknowledgements per recipient. `priority`: 0 for the operator's notices and transactional mail
 * (sent first), 1 for acknowledgements to an address someone typed into a form. `recipient`: the
 * address lower-cased and trimmed, so the per-recipient cap counts one person once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('outbox').addColumn('recipient', 'varchar(200)').execute();
  await sql`update outbox set recipient = lower(trim(to_address))`.execute(db);
  await db.schema.createIndex('outbox_recipient').on('outbox').columns(['recipient', 'created_at']).execute();
  // Due mail is read by priority first: the old index could not give that order.
  await db.schema.dropIndex('outbox_due').execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'priority', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_due').execute();
  await db.schema.dropIndex('outbox_recipient').execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();
  await db.schema.alterTable('outbox').dropColumn('recipient').execute();
  await db.schema.alterTable('outbox').dropColumn('priority').execute();
}
