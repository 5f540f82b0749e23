import type { Kysely } from 'kysely';

/**
 * A reward is earned by one booking attributed to the affiliate when it was made, and voided when
 * that booking is cancelled before travel (issue 24, item 15): the reward keeps which booking
 * earned it and when it was voided.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('affiliate_rewards').addColumn('booking_number', 'varchar(20)').execute();
  await db.schema.alterTable('affiliate_rewards').addColumn('voided_at', 'varchar(32)').execute();
  await db.schema.createIndex('affiliate_rewards_booking').on('affiliate_rewards').column('booking_number').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('affiliate_rewards_booking').execute();
  await db.schema.alterTable('affiliate_rewards').dropColumn('voided_at').execute();
  await db.schema.alterTable('affiliate_rewards').dropColumn('booking_number').execute();
}
