import type { Kysely } from 'kysely';

/**
 * The back office: operators (created by `npm run operator`, never by signup) and their
 * sessions, kept apart from travellers' so a traveller's token can never open the admin.
 * Tokens are stored as their SHA-256 only. Contact messages get `answered_at`, so the inbox can
 * tell an answered one from one still waiting (quotes have their status for that).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    // Stored lower-cased: one operator per address however it is typed.
    .addColumn('email', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    // A disabled operator cannot log in and their open sessions stop working.
    .addColumn('disabled_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('operator_id', 'varchar(32)', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('operator_sessions_operator').on('operator_sessions').column('operator_id').execute();

  await db.schema.alterTable('contact_messages').addColumn('answered_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('answered_at').execute();
  for (const table of ['operator_sessions', 'operators']) await db.schema.dropTable(table).execute();
}
