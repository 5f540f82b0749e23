import type { Kysely } from 'kysely';

/**
 * A sign-up waits here until its address is confirmed by the mailed link: only then is the
 * account made. Signup answers alike whether or not the address has an account, so the answer
 * cannot tell a stranger who is a customer. As for reset links, only the token's SHA-256 is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_signups')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    // Where the page goes once the account is open (a path on the site, e.g. /Affiliate).
    .addColumn('next_path', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('pending_signups_expires').on('pending_signups').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_signups').execute();
}
