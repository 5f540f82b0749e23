import type { Insertable, Kysely } from 'kysely';
import type { AffiliateFriendsTable, AffiliateRewardsTable, AffiliatesTable, Database } from '@/server/db/types';

type Db = Kysely<Database>;

// Queries only; the service decides when they run and inside which transaction (`db` may be one).

export const findAffiliateByUser = (db: Db, userId: string) => db.selectFrom('affiliates').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const findAffiliateBySlug = (db: Db, slug: string) => db.selectFrom('affiliates').selectAll().where('slug', '=', slug).executeTakeFirst();

/** An affiliate with the account's current email and the one it joined with (a self-referral is checked against both). */
const affiliateOwner = (db: Db) =>
  db
    .selectFrom('affiliates')
    .innerJoin('users', 'users.id', 'affiliates.user_id')
    .select(['affiliates.agency_id', 'affiliates.user_id', 'affiliates.slug', 'affiliates.email as joined_email', 'users.email as user_email']);

/** The affiliate of a link, with its owner's addresses. */
export const findAffiliateOwnerBySlug = (db: Db, slug: string) => affiliateOwner(db).where('affiliates.slug', '=', slug).executeTakeFirst();

/** The affiliate credited with a friend's quote, with its owner's addresses. */
export const findAffiliateOwnerByAgency = (db: Db, agencyId: string) => affiliateOwner(db).where('affiliates.agency_id', '=', agencyId).executeTakeFirst();

export type AffiliateOwner = NonNullable<Awaited<ReturnType<typeof findAffiliateOwnerBySlug>>>;

export const insertAffiliate = (db: Db, row: Insertable<AffiliatesTable>) => db.insertInto('affiliates').values(row).execute();

export const insertFriend = (db: Db, row: Insertable<AffiliateFriendsTable>) => db.insertInto('affiliate_friends').values(row).execute();

/** A friend's reward, once per friend email per affiliate: a second quote (even a simultaneous one) adds nothing. */
export const insertRewardOnce = (db: Db, row: Insertable<AffiliateRewardsTable>) =>
  db
    .insertInto('affiliate_rewards')
    .values(row)
    .onConflict((oc) => oc.columns(['agency_id', 'friend_email']).doNothing())
    .execute();

export const listFriends = (db: Db, agencyId: string) =>
  db.selectFrom('affiliate_friends').selectAll().where('agency_id', '=', agencyId).orderBy('created_at', 'desc').orderBy('quote_number', 'desc').execute();

export const listRewards = (db: Db, agencyId: string) =>
  db.selectFrom('affiliate_rewards').selectAll().where('agency_id', '=', agencyId).orderBy('created_at', 'desc').orderBy('id').execute();

export const findFriendByQuote = (db: Db, quoteNumber: string) => db.selectFrom('affiliate_friends').selectAll().where('quote_number', '=', quoteNumber).executeTakeFirst();

/** The newest attribution of a friend email (the last affiliate whose link they followed before a quote). */
export const findLatestFriendByEmail = (db: Db, email: string) =>
  db.selectFrom('affiliate_friends').selectAll().where('friend_email', '=', email).orderBy('created_at', 'desc').orderBy('quote_number', 'desc').executeTakeFirst();

export const findReward = (db: Db, agencyId: string, friendEmail: string) =>
  db.selectFrom('affiliate_rewards').selectAll().where('agency_id', '=', agencyId).where('friend_email', '=', friendEmail).executeTakeFirst();

export const findRewardById = (db: Db, id: string) => db.selectFrom('affiliate_rewards').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * pending (or voided by an earlier cancelled booking) → earned by this booking; one UPDATE guarded
 * by the status, so a repeated call changes nothing.
 */
export const setRewardEarned = (db: Db, id: string, bookingNumber: string, at: string) =>
  db
    .updateTable('affiliate_rewards')
    .set({ status: 'earned', earned_at: at, booking_number: bookingNumber, voided_at: null })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'voided'])
    .execute();

/** earned → pending again for the reward a booking earned (its deposit was reversed: the booking waits for it again). */
export const unearnRewardOfBooking = (db: Db, bookingNumber: string) =>
  db.updateTable('affiliate_rewards').set({ status: 'pending', earned_at: null }).where('booking_number', '=', bookingNumber).where('status', '=', 'earned').execute();

/** earned → voided for the reward a booking earned (its booking was cancelled); a paid one stays paid. */
export const voidRewardOfBooking = (db: Db, bookingNumber: string, at: string) =>
  db.updateTable('affiliate_rewards').set({ status: 'voided', voided_at: at }).where('booking_number', '=', bookingNumber).where('status', '=', 'earned').executeTakeFirst();

/** earned → paid; guarded the same way. */
export const setRewardPaid = (db: Db, id: string, at: string) =>
  db.updateTable('affiliate_rewards').set({ status: 'paid', paid_at: at }).where('id', '=', id).where('status', '=', 'earned').executeTakeFirst();
