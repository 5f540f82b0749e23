import type { Kysely } from 'kysely';
import { affiliateOwnerParam, affiliateSchema } from '@/lib/affiliate/schemas';
import { REWARD_STATUSES, REWARD_USD, SLUG_PATTERN, type RewardStatus } from '@/lib/affiliate/rules';
import { currentUser } from '@/server/auth/service';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { affiliateDto, friendDto, rewardDto, type AffiliateDto, type FriendsAnswer, type RewardsAnswer } from './dto';
import * as repo from './repository';
import { newAffiliateSlug, newAgencyId, newRewardId } from './slug';

const db = (database?: Kysely<Database>) => database ?? getDb();
const notJoined = () => new AppError(404, 'not_affiliate', 'api.affiliateNotJoined');
const notYours = () => new AppError(403, 'forbidden', 'api.affiliateForbidden');

type User = Awaited<ReturnType<typeof currentUser>>;

/** The spec's payload names an email: it must be the signed-in account's own (403 otherwise). */
async function readOwnRequest(token: string | undefined, input: unknown, database?: Kysely<Database>) {
  const user = await currentUser(token, database);
  const body = parseInput(affiliateSchema, input);
  if (body.email !== user.email) throw new AppError(403, 'email_mismatch', 'api.affiliateEmailMismatch', { email: 'validation.affiliateEmail' });
  return { user, body };
}

/** POST /api/affiliate: joins the programme → 201 { agency_id, slug, link }; joining again answers the same with 200. */
export async function joinAffiliate(token: string | undefined, input: unknown, database?: Kysely<Database>) {
  const { user, body } = await readOwnRequest(token, input, database);
  return withDatabase('affiliate-join', async () => {
    const d = db(database);
    const existing = await repo.findAffiliateByUser(d, user.id);
    if (existing) return { status: 200, body: affiliateDto(existing) };
    // A clash of random slugs is very unlikely; a clash of two joins at once is not: both end well.
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = { agency_id: newAgencyId(), user_id: user.id, slug: newAffiliateSlug(), email: user.email, message: body.message, created_at: new Date().toISOString() };
      try {
        await d.transaction().execute((trx) => repo.insertAffiliate(trx, row));
        return { status: 201, body: affiliateDto(row) };
      } catch (err) {
        const twin = await repo.findAffiliateByUser(d, user.id);
        if (twin) return { status: 200, body: affiliateDto(twin) };
        if (!(await repo.findAffiliateBySlug(d, row.slug))) throw err;
      }
    }
    throw new Error('no free affiliate slug after 5 attempts');
  });
}

/**
 * The membership of a user already signed in, or null: GET /api/user and login answer it beside
 * the user, so pages show a member's link at once without asking getAffiliate (404 for others).
 */
export async function membershipOf(userId: string, database?: Kysely<Database>): Promise<AffiliateDto | null> {
  const affiliate = await withDatabase('affiliate', () => repo.findAffiliateByUser(db(database), userId));
  return affiliate ? affiliateDto(affiliate) : null;
}

/** POST /api/getAffiliate: the signed-in user's affiliate record, or 404 when they have not joined. */
export async function getAffiliate(token: string | undefined, input: unknown, database?: Kysely<Database>) {
  const { user } = await readOwnRequest(token, input, database);
  const affiliate = await withDatabase('affiliate', () => repo.findAffiliateByUser(db(database), user.id));
  if (!affiliate) throw notJoined();
  return affiliateDto(affiliate);
}

/**
 * The affiliate behind `{email or user}` of /api/friends and /api/rewards: only one's own. Any
 * other id or email is 403, whether or not it exists, so the API never says who is an affiliate.
 */
async function ownAffiliate(token: string | undefined, params: unknown, database?: Kysely<Database>) {
  const user: User = await currentUser(token, database);
  const asked = parseInput(affiliateOwnerParam, params).user;
  if (asked !== user.id && asked.toLowerCase() !== user.email) throw notYours();
  return withDatabase('affiliate', () => repo.findAffiliateByUser(db(database), user.id));
}

/** GET /api/friends/{email or user}: the friends one's own link brought, newest first (empty before joining). */
export async function listFriends(token: string | undefined, params: unknown, database?: Kysely<Database>): Promise<FriendsAnswer> {
  const affiliate = await ownAffiliate(token, params, database);
  if (!affiliate) return { friends: [] };
  const rows = await withDatabase('affiliate', () => repo.listFriends(db(database), affiliate.agency_id));
  return { friends: rows.map(friendDto) };
}

/** GET /api/rewards/{email or user}: one's own rewards, newest first, with the total per status. */
export async function listRewards(token: string | undefined, params: unknown, database?: Kysely<Database>): Promise<RewardsAnswer> {
  const affiliate = await ownAffiliate(token, params, database);
  const rows = affiliate ? await withDatabase('affiliate', () => repo.listRewards(db(database), affiliate.agency_id)) : [];
  const rewards = rows.map(rewardDto);
  const totals = Object.fromEntries(REWARD_STATUSES.map((s) => [s, rewards.filter((r) => r.status === s).reduce((sum, r) => sum + r.amount, 0)])) as Record<RewardStatus, number>;
  return { rewards, totals };
}

/**
 * Whose link a click on /affiliate/{slug} credits: the affiliate's slug, or undefined for an
 * unknown slug and for the affiliate's own click (the request carries their own session).
 */
export async function attributionFor(slug: string, sessionToken: string | undefined, database?: Kysely<Database>): Promise<string | undefined> {
  if (!SLUG_PATTERN.test(slug)) return undefined;
  const affiliate = await withDatabase('affiliate', () => repo.findAffiliateBySlug(db(database), slug));
  if (!affiliate) return undefined;
  if (sessionToken) {
    const visitor = await currentUser(sessionToken, database).catch(() => undefined);
    if (visitor?.id === affiliate.user_id) return undefined;
  }
  return affiliate.slug;
}

export type Referral = { slug: string | undefined; ip: string };
type ReferredQuote = { quoteNumber: string; email: string; name: string; createdAt: string };

/**
 * Inside the quote's own transaction: a quote sent by a visitor who arrived through an
 * affiliate's link becomes that affiliate's friend, and a first quote from that friend's email a
 * pending reward. Nothing is recorded for no, an unknown or a malformed slug, nor for the
 * affiliate's own email. Only plain inserts that cannot conflict (the quote number is new; the
 * reward insert skips an existing one), so this part can never make the quote fail.
 */
export async function recordReferral(trx: Kysely<Database>, referral: Referral | undefined, quote: ReferredQuote): Promise<boolean> {
  const affiliate = await referringAffiliate(trx, referral, quote.email);
  if (!affiliate) return false;
  const email = quote.email.toLowerCase();
  await repo.insertFriend(trx, { quote_number: quote.quoteNumber, agency_id: affiliate.agency_id, friend_email: email, name: quote.name, ip_address: referral!.ip.slice(0, 64), created_at: quote.createdAt });
  await insertPendingReward(trx, affiliate.agency_id, email, quote.name, quote.quoteNumber, quote.createdAt);
  return true;
}

type ReferredBooking = { bookingNumber: string; email: string; name: string; createdAt: string };

/**
 * Inside the booking's transaction: a traveller who books through an affiliate's link (without a
 * quote first) gets the affiliate a pending reward, like a friend's first quote does. The reward
 * names the booking; an existing reward for that friend stays as it is.
 */
export async function recordBookingReferral(trx: Kysely<Database>, referral: Referral | undefined, booking: ReferredBooking): Promise<boolean> {
  const affiliate = await referringAffiliate(trx, referral, booking.email);
  if (!affiliate) return false;
  await insertPendingReward(trx, affiliate.agency_id, booking.email.toLowerCase(), booking.name, booking.bookingNumber, booking.createdAt);
  return true;
}

/** The affiliate whose well-formed link brought this visitor, unless the visitor is that affiliate. */
async function referringAffiliate(trx: Kysely<Database>, referral: Referral | undefined, visitorEmail: string) {
  const slug = referral?.slug;
  if (!slug || !SLUG_PATTERN.test(slug)) return undefined;
  const affiliate = await repo.findAffiliateOwnerBySlug(trx, slug);
  return affiliate && affiliate.user_email !== visitorEmail.toLowerCase() ? affiliate : undefined;
}

/** A friend's reward, pending until their booking is confirmed; one per friend email per affiliate (the insert skips an existing one). */
const insertPendingReward = (trx: Kysely<Database>, agencyId: string, email: string, name: string, reference: string, createdAt: string) =>
  repo.insertRewardOnce(trx, {
    id: newRewardId(), agency_id: agencyId, friend_email: email, friend_name: name, quote_number: reference,
    amount: REWARD_USD, created_at: createdAt, earned_at: null, paid_at: null,
  });

type EarnedBy = { quoteNumber: string } | { friendEmail: string } | { slug: string; friendEmail: string };

/** The affiliate and friend a confirmed booking is credited to: by its quote, by the link it was booked through, or by the friend's email. */
async function creditedFriend(trx: Kysely<Database>, ref: EarnedBy) {
  if ('quoteNumber' in ref) return repo.findFriendByQuote(trx, ref.quoteNumber);
  const friendEmail = ref.friendEmail.toLowerCase();
  if (!('slug' in ref)) return repo.findLatestFriendByEmail(trx, friendEmail);
  const affiliate = SLUG_PATTERN.test(ref.slug) ? await repo.findAffiliateBySlug(trx, ref.slug) : undefined;
  return affiliate && { agency_id: affiliate.agency_id, friend_email: friendEmail };
}

/**
 * For bookings (issue 11): the friend's booking is confirmed, so the affiliate's reward is
 * earned. Found by the quote number the booking came from (the affiliate credited with that
 * quote), by the affiliate link the booking was made through, or by the friend's email (the
 * affiliate whose link they followed last). Returns the reward as it is now, or undefined when
 * the booking was not referred. A reward already earned or paid stays as it is.
 */
export async function markRewardEarned(ref: EarnedBy, database?: Kysely<Database>) {
  return db(database).transaction().execute(async (trx) => {
    const friend = await creditedFriend(trx, ref);
    if (!friend) return undefined;
    const reward = await repo.findReward(trx, friend.agency_id, friend.friend_email);
    if (!reward) return undefined;
    await repo.setRewardEarned(trx, reward.id, new Date().toISOString());
    return rewardDto((await repo.findRewardById(trx, reward.id))!);
  });
}

/**
 * For the operator (the back office): an earned reward has been paid. 404 unknown, 409 not earned
 * yet, 409 paid already (also when a colleague marked it a moment before: it is paid once).
 */
export async function markRewardPaid(rewardId: string, database?: Kysely<Database>) {
  return db(database).transaction().execute(async (trx) => {
    const reward = await repo.findRewardById(trx, rewardId);
    if (!reward) throw new AppError(404, 'not_found', 'api.notFound');
    if (reward.status === 'pending') throw new AppError(409, 'reward_not_earned', 'api.rewardNotEarned');
    const paid = reward.status === 'earned' && Number((await repo.setRewardPaid(trx, reward.id, new Date().toISOString())).numUpdatedRows) === 1;
    if (!paid) throw new AppError(409, 'reward_already_paid', 'api.rewardAlreadyPaid');
    return rewardDto((await repo.findRewardById(trx, reward.id))!);
  });
}
