import type { Kysely } from 'kysely';

/**
 * The invite-a-friend programme: affiliates (one per account), the friends their links brought
 * (one row per quote request a friend sent, so later quotes are listed too) and the rewards
 * (one per friend email per affiliate: pending → earned → paid).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('affiliates')
    .addColumn('agency_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    // Random, never derived from the email: the link reveals nothing about its owner.
    .addColumn('slug', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('affiliate_friends')
    // A quote is attributed to at most one affiliate: its number is the key.
    .addColumn('quote_number', 'varchar(20)', (c) => c.primaryKey().references('quote_requests.number').onDelete('cascade'))
    .addColumn('agency_id', 'varchar(32)', (c) => c.notNull().references('affiliates.agency_id').onDelete('cascade'))
    .addColumn('friend_email', 'varchar(200)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('ip_address', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('affiliate_friends_agency').on('affiliate_friends').columns(['agency_id', 'created_at']).execute();
  await db.schema.createIndex('affiliate_friends_email').on('affiliate_friends').column('friend_email').execute();

  await db.schema
    .createTable('affiliate_rewards')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('agency_id', 'varchar(32)', (c) => c.notNull().references('affiliates.agency_id').onDelete('cascade'))
    .addColumn('friend_email', 'varchar(200)', (c) => c.notNull())
    .addColumn('friend_name', 'varchar(100)', (c) => c.notNull())
    // The friend's first quote through the link (the one that created the reward).
    .addColumn('quote_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('earned_at', 'varchar(32)')
    .addColumn('paid_at', 'varchar(32)')
    // Counted once per friend per affiliate, even when two quotes arrive at once.
    .addUniqueConstraint('affiliate_rewards_friend', ['agency_id', 'friend_email'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['affiliate_rewards', 'affiliate_friends', 'affiliates']) await db.schema.dropTable(table).execute();
}
