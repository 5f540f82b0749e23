import type { Kysely } from 'kysely';
import { affiliateOwnerParam, affiliateSchema } from '@/lib/affiliate/schemas';
import { REWARD_STATUSES, REWARD_USD, SLUG_PATTERN, type TotalledRewardStatus } from '@/lib/affiliate/rules';
import { sameMailbox } from '@/lib/email/mailbox';
import { currentUser } from '@/server/auth/service';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { withBookedFriends } from './bookedFriends';
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
  const [quoted, rewards] = await withDatabase('affiliate', () => Promise.all([repo.listFriends(db(database), affiliate.agency_id), repo.listRewards(db(database), affiliate.agency_id)]));
  const rows = withBookedFriends(quoted, rewards);
  // Newest first: the last row of an email, which a Map keeps, is that friend's first request.
  const firstQuote = new Map(rows.map((row) => [row.friend_email.toLowerCase(), row.quote_number] as const));
  return { friends: rows.map((row) => friendDto(row, firstQuote.get(row.friend_email.toLowerCase())!)) };
}

/** GET /api/rewards/{email or user}: one's own rewards, newest first, with the total per status. */
export async function listRewards(token: string | undefined, params: unknown, database?: Kysely<Database>): Promise<RewardsAnswer> {
  const affiliate = await ownAffiliate(token, params, database);
  const rows = affiliate ? await withDatabase('affiliate', () => repo.listRewards(db(database), affiliate.agency_id)) : [];
  const rewards = rows.map(rewardDto);
  const totals = Object.fromEntries(REWARD_STATUSES.map((s) => [s, rewards.filter((r) => r.status === s).reduce((sum, r) => sum + r.amount, 0)])) as Record<TotalledRewardStatus, number>;
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

/** Who a quote or booking came from: the attribution cookie's slug, the client address, and the signed-in account if any. */
export type Referral = { slug: string | undefined; ip: string; visitorUserId?: string };
type ReferredQuote = { quoteNumber: string; email: string; name: string; createdAt: string };

/**
 * The signed-in account behind a form's session cookie, if any, looked up before the form's
 * transaction (SQLite has one connection: no query may wait inside one). Never fails the form.
 */
export async function visitorUserId(token: string | undefined, database?: Kysely<Database>): Promise<string | undefined> {
  return (await visitorAccount(token, database))?.id;
}

/** The signed-in visitor's account (its address was confirmed at sign-up), or none. */
export async function visitorAccount(token: string | undefined, database?: Kysely<Database>): Promise<{ id: string; email: string } | undefined> {
  if (!token) return undefined;
  const user = await currentUser(token, database).catch(() => undefined);
  return user && { id: user.id, email: user.email };
}

/**
 * Inside the quote's own transaction: a quote sent by a visitor who arrived through an
 * affiliate's link becomes that affiliate's friend, and a first quote from that friend's email a
 * pending reward. Nothing is recorded for no, an unknown or a malformed slug, nor for the
 * affiliate's own account or mailbox. Only plain inserts that cannot conflict (the quote number is new; the
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

type BookingToAttribute = { bookingNumber: string; quoteNumber: string | null; email: string; name: string; createdAt: string };

/**
 * Inside the booking's transaction, before it is written: the affiliate the booking is attributed
 * to, decided once, now, and kept on the booking (its `affiliate_slug`): the affiliate credited
 * with the quote it is made from, else the one whose link the traveller came through (the
 * cookie). Never the traveller's own account or mailbox. A traveller who books through the link
 * without a quote gets the affiliate a pending reward, as a friend's first quote does. Returns
 * the affiliate's slug, or null: a booking made without either earns nobody anything, whoever
 * once sent a quote with the traveller's address.
 */
export async function attributeBooking(trx: Kysely<Database>, referral: Referral | undefined, booking: BookingToAttribute): Promise<string | null> {
  if (booking.quoteNumber) {
    const friend = await repo.findFriendByQuote(trx, booking.quoteNumber);
    const affiliate = friend && (await repo.findAffiliateOwnerByAgency(trx, friend.agency_id));
    if (affiliate && !isOwnReferral(affiliate, booking.email, referral?.visitorUserId)) return affiliate.slug;
    if (friend) return null;
  }
  const affiliate = await referringAffiliate(trx, referral, booking.email);
  if (!affiliate) return null;
  await insertPendingReward(trx, affiliate.agency_id, booking.email.toLowerCase(), booking.name, booking.bookingNumber, booking.createdAt);
  return affiliate.slug;
}

/** Whether the visitor is the affiliate: signed in as its account, or writing from its mailbox (`me+x@` is `me@`). */
const isOwnReferral = (affiliate: repo.AffiliateOwner, visitorEmail: string, visitorUserId: string | undefined) =>
  visitorUserId === affiliate.user_id || sameMailbox(visitorEmail, affiliate.user_email) || sameMailbox(visitorEmail, affiliate.joined_email);

/** The affiliate whose well-formed link brought this visitor, unless the visitor is that affiliate. */
async function referringAffiliate(trx: Kysely<Database>, referral: Referral | undefined, visitorEmail: string) {
  const slug = referral?.slug;
  if (!slug || !SLUG_PATTERN.test(slug)) return undefined;
  const affiliate = await repo.findAffiliateOwnerBySlug(trx, slug);
  return affiliate && !isOwnReferral(affiliate, visitorEmail, referral.visitorUserId) ? affiliate : undefined;
}

/** A friend's reward, pending until their booking is confirmed; one per friend email per affiliate (the insert skips an existing one). */
const insertPendingReward = (trx: Kysely<Database>, agencyId: string, email: string, name: string, reference: string, createdAt: string) =>
  repo.insertRewardOnce(trx, {
    id: newRewardId(), agency_id: agencyId, friend_email: email, friend_name: name, quote_number: reference,
    amount: REWARD_USD, created_at: createdAt, earned_at: null, paid_at: null,
  });

type EarningBooking = { number: string; email: string; full_name: string; affiliate_slug: string | null; created_at: string };

/**
 * For bookings: the booking's deposit is in, so the reward of the affiliate it was attributed to
 * when it was made (`affiliate_slug`) is earned, and names the booking. Nothing for a booking
 * attributed to nobody, whatever quotes carried the traveller's address, nor for the affiliate's
 * own mailbox. Returns the reward as it is now, or undefined. A reward already earned or paid stays as it is.
 */
export async function markRewardEarned(booking: EarningBooking, database?: Kysely<Database>) {
  if (!booking.affiliate_slug || !SLUG_PATTERN.test(booking.affiliate_slug)) return undefined;
  return db(database).transaction().execute(async (trx) => {
    const affiliate = await repo.findAffiliateOwnerBySlug(trx, booking.affiliate_slug!);
    if (!affiliate || isOwnReferral(affiliate, booking.email, undefined)) return undefined;
    const email = booking.email.toLowerCase();
    await insertPendingReward(trx, affiliate.agency_id, email, booking.full_name, booking.number, booking.created_at);
    const reward = (await repo.findReward(trx, affiliate.agency_id, email))!;
    await repo.setRewardEarned(trx, reward.id, booking.number, new Date().toISOString());
    return rewardDto((await repo.findRewardById(trx, reward.id))!);
  });
}

/** Inside a reversal's transaction: the booking waits for its deposit again, so the reward it earned is pending again. */
export const unearnBookingReward = (trx: Kysely<Database>, bookingNumber: string) => repo.unearnRewardOfBooking(trx, bookingNumber);

/**
 * Inside a cancellation's transaction: a booking cancelled before travel voids the reward it
 * earned (a reward already paid stays paid: the operator settles that with the affiliate).
 */
export async function voidBookingReward(trx: Kysely<Database>, booking: { number: string; start_date: string }, now: Date): Promise<boolean> {
  if (booking.start_date <= now.toISOString().slice(0, 10)) return false;
  return Number((await repo.voidRewardOfBooking(trx, booking.number, now.toISOString())).numUpdatedRows) > 0;
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
    if (reward.status === 'voided') throw new AppError(409, 'reward_voided', 'api.rewardVoided');
    const paid = reward.status === 'earned' && Number((await repo.setRewardPaid(trx, reward.id, new Date().toISOString())).numUpdatedRows) === 1;
    if (!paid) throw new AppError(409, 'reward_already_paid', 'api.rewardAlreadyPaid');
    return rewardDto((await repo.findRewardById(trx, reward.id))!);
  });
}
