import type { Kysely } from 'kysely';

/**
 * A form token is good for one request: the id of each spent one is kept, in the write's own
 * transaction, until the token could no longer be accepted anyway (a day after it was issued).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spent_form_tokens')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('issued_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spent_form_tokens_issued').on('spent_form_tokens').column('issued_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spent_form_tokens').execute();
}
