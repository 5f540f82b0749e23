import type { Kysely } from 'kysely';

/**
 * One-time codes that carry a visitor to another language's domain (each domain keeps its own
 * cookies): the signed-in account, and the affiliate link they arrived through. A code lives a
 * minute, is used once, and only its hash is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_handoffs')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('affiliate_slug', 'varchar(16)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_handoffs').execute();
}
