import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as signupRoute from '@/pages/api/auth/signup';
import * as affiliateRoute from '@/pages/api/affiliate';
import * as quoteRoute from '@/pages/api/requestquote';
import * as departuresRoute from '@/pages/api/departures';
import * as bookingsRoute from '@/pages/api/bookings';
import * as rewardsRoute from '@/pages/api/rewards/[user]';
import { ATTRIBUTION_COOKIE, REWARD_USD } from '@/lib/affiliate/rules';
import { normalisedMailbox } from '@/lib/email/mailbox';
import { markRewardPaid } from '@/server/affiliate/service';
import { cancelBooking, recordBankTransfer } from '@/server/bookings/operatorActions';
import { applyReversed } from '@/server/payments/applyPaymentStatus';
import { resetRateLimits } from '@/server/rateLimit/limiters';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { useSeededApi } from '../helpers/seededApi';
import { bookableTours, bookingAnswers, isoDay } from '../helpers/bookings';
import { confirmByMail } from '../helpers/signupByMail';

// Issue 24, item 15: an affiliate's quote with its own cookie and a stranger's address made the
// stranger's later direct booking earn the affiliate's reward; cancelling the booking left it
// earned and payable; `me+x@` made a pending reward for the affiliate itself. A reward is earned
// only by a booking attributed when it was made, voided when that booking is cancelled before
// travel, and never goes to the traveller's own account or mailbox.

const ROUTES = {
  '/api/auth/signup': signupRoute,
  '/api/affiliate': affiliateRoute,
  '/api/requestquote': quoteRoute,
  '/api/departures': departuresRoute,
  '/api/bookings': bookingsRoute,
  '/api/rewards/[user]': rewardsRoute,
};
const OFFICE = 'office@twiga.example';

beforeAll(() => {
  process.env.AUTH_SIGNUP_PER_IP = '1000';
  process.env.AUTH_SIGNUP_PER_ACCOUNT = '1000';
  resetRateLimits();
});
afterAll(() => {
  delete process.env.AUTH_SIGNUP_PER_IP;
  delete process.env.AUTH_SIGNUP_PER_ACCOUNT;
  resetRateLimits();
});

const unique = () => randomBytes(4).toString('hex');
const quote = (fullName: string, email: string, tour?: string) => ({
  source: 'wizard', travelType: 'family', days: 10, travelWith: 'family', budget: '3500-5000', departureDate: isoDay(45), destination: 'Serengeti',
  adults: 2, children: 0, childrenAges: [], fullName, email, phone: '+49 30 1234567', country: 'DE', contactPreference: 'email',
  message: 'Hallo!', interests: ['safari'], saveDetails: false, website: '', ...(tour ? { tour } : {}),
});

describe('normalised mailboxes', () => {
  it('one mailbox whatever the case, +tag, or (for Gmail) dots', () => {
    expect(normalisedMailbox(' Me+X@Example.com ')).toBe('me@example.com');
    expect(normalisedMailbox('j.o.e+trip@googlemail.com')).toBe('joe@gmail.com');
    expect(normalisedMailbox('j.o.e@example.com')).toBe('j.o.e@example.com');
    expect(normalisedMailbox('+tag@example.com')).toBe('+tag@example.com');
  });
});

describe.each(engines())('affiliate rewards only for attributed bookings on %s', (engine) => {
  const seeded = useSeededApi(engine, ROUTES);
  const db = () => seeded.db().db;
  const request = (method: string, path: string, body?: unknown, cookie?: string) =>
    seeded.api().request(path, { method, headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });

  const affiliate = async (email = `zawadi.${unique()}@example.com`) => {
    const signup = await request('POST', '/api/auth/signup', { name: 'Zawadi Affiliate', email, password: 'kilimanjaro-5895m', passwordConfirmation: 'kilimanjaro-5895m' });
    expect(signup.status, signup.text).toBe(202);
    const { token, user: { id } } = await confirmByMail(email);
    const joined = await seeded.api().request('/api/affiliate', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ email, message: '' }) });
    expect(joined.status, joined.text).toBe(201);
    return { email, token, id, slug: joined.json().slug as string, agencyId: joined.json().agency_id as string };
  };
  const ref = (slug: string) => `${ATTRIBUTION_COOKIE}=${slug}`;
  const sendQuote = async (name: string, email: string, cookie?: string, tour?: string) => {
    const res = await request('POST', '/api/requestquote', await withFormToken(seeded.api(), quote(name, email, tour)), cookie);
    expect(res.status, res.text).toBe(201);
    return res.json().quoteNumber as string;
  };
  let departures: string[] = [];
  let tourSlug = '';
  beforeAll(async () => {
    const { shared } = await bookableTours(db());
    tourSlug = shared.slug;
    departures = (await seeded.api().request(`/api/departures?tour=${shared.slug}`)).json().departures.slice(60, 90).map((d: { id: string }) => d.id);
  });
  const book = async (email: string, { cookie, quoteNumber }: { cookie?: string; quoteNumber?: string } = {}) => {
    const answers = bookingAnswers({ tour: quoteNumber ? '' : tourSlug, quoteNumber: quoteNumber ?? '', departureId: departures.shift(), adults: 2, children: 0, childrenAges: [], fullName: 'Friend Traveller', email });
    const res = await request('POST', '/api/bookings', await withFormToken(seeded.api(), answers), cookie);
    expect(res.status, res.text).toBe(201);
    return res.json() as { bookingNumber: string; depositCents: number };
  };
  const payDeposit = async (b: { bookingNumber: string; depositCents: number }) =>
    expect((await recordBankTransfer(b.bookingNumber, b.depositCents, `TX-${unique()}`, OFFICE, db()))?.status).toBe('confirmed');
  const rewards = (agencyId: string) => db().selectFrom('affiliate_rewards').select(['id', 'friend_email', 'status', 'booking_number']).where('agency_id', '=', agencyId).orderBy('created_at').execute();
  const attributedTo = async (number: string) => (await db().selectFrom('bookings').select('affiliate_slug').where('number', '=', number).executeTakeFirstOrThrow()).affiliate_slug;

  it("replays the attack: a stranger's address in the affiliate's own quote earns nothing when the stranger books directly; a friend's booking through the link earns, and its cancellation voids the reward", async () => {
    const a = await affiliate();
    const stranger = `stranger.${unique()}@example.org`;
    // The affiliate, logged out, sends a quote through its own link with a stranger's address.
    await sendQuote('Stranger Danger', stranger, ref(a.slug));
    const direct = await book(stranger);
    expect(await attributedTo(direct.bookingNumber)).toBeNull();
    await payDeposit(direct);
    expect(await rewards(a.agencyId)).toEqual([expect.objectContaining({ friend_email: stranger, status: 'pending', booking_number: null })]);

    // A real friend books through the link: attributed at booking time, earned with the deposit.
    const friend = `friend.${unique()}@example.com`;
    const throughLink = await book(friend, { cookie: ref(a.slug) });
    expect(await attributedTo(throughLink.bookingNumber)).toBe(a.slug);
    await payDeposit(throughLink);
    const earned = (await rewards(a.agencyId)).find((r) => r.friend_email === friend)!;
    expect(earned).toMatchObject({ status: 'earned', booking_number: throughLink.bookingNumber });
    // A deposit the bank takes back: pending again until the deposit comes in again.
    const payment = await db().selectFrom('payments').selectAll().where('booking_number', '=', throughLink.bookingNumber).executeTakeFirstOrThrow();
    await applyReversed(db(), payment, 'REVERSED', new Date());
    expect((await rewards(a.agencyId)).find((r) => r.id === earned.id)).toMatchObject({ status: 'pending' });
    await payDeposit(throughLink);
    expect((await rewards(a.agencyId)).find((r) => r.id === earned.id)).toMatchObject({ status: 'earned', booking_number: throughLink.bookingNumber });

    // Cancelled before travel: voided, and never payable.
    await cancelBooking(throughLink.bookingNumber, OFFICE, 'changed plans', db());
    expect((await rewards(a.agencyId)).find((r) => r.id === earned.id)).toMatchObject({ status: 'voided' });
    await expect(markRewardPaid(earned.id, db())).rejects.toMatchObject({ status: 409, code: 'reward_voided' });
    const own = await seeded.api().request(`/api/rewards/${a.id}`, { headers: { authorization: `Bearer ${a.token}` } });
    expect(own.json().totals).toEqual({ pending: REWARD_USD, earned: 0, paid: 0 });
    expect(own.json().rewards.map((r: { status: string }) => r.status).sort()).toEqual(['pending', 'voided']);

    // A friend who books from the quote they sent through the link (no cookie any more) earns it too.
    const quoter = `quoter.${unique()}@example.com`;
    const quoteNumber = await sendQuote('Quote Friend', quoter, ref(a.slug), tourSlug);
    const fromQuote = await book(quoter, { quoteNumber });
    expect(await attributedTo(fromQuote.bookingNumber)).toBe(a.slug);
    await payDeposit(fromQuote);
    expect((await rewards(a.agencyId)).find((r) => r.friend_email === quoter)).toMatchObject({ status: 'earned', booking_number: fromQuote.bookingNumber });
    await expect(markRewardPaid((await rewards(a.agencyId)).find((r) => r.friend_email === quoter)!.id, db())).resolves.toMatchObject({ status: 'paid' });
  });

  it("self-referral: the affiliate's own mailbox (+tag, Gmail dots, any case) or signed-in account gets no reward; a real friend still does", async () => {
    const name = `amani.${unique()}`;
    const a = await affiliate(`${name}@gmail.com`);
    const [local, tag] = [name.replace('.', ''), unique()];
    await sendQuote('Me Myself', `${name}+x@gmail.com`, ref(a.slug));
    await sendQuote('Me Myself', `${local.slice(0, 3)}.${local.slice(3)}+${tag}@googlemail.com`, ref(a.slug));
    const booked = await book(`${name.toUpperCase()}+trip@GMAIL.com`, { cookie: ref(a.slug) });
    expect(await attributedTo(booked.bookingNumber)).toBeNull();
    await payDeposit(booked);
    // Signed in as the affiliate, with someone else's address: still the affiliate's own.
    const session = `${ref(a.slug)}; token=${a.token}`;
    await sendQuote('Not A Friend', `someone.${unique()}@example.org`, session);
    const signedIn = await book(`someone.${unique()}@example.org`, { cookie: session });
    expect(await attributedTo(signedIn.bookingNumber)).toBeNull();
    expect(await rewards(a.agencyId)).toEqual([]);
    expect(await db().selectFrom('affiliate_friends').select('quote_number').where('agency_id', '=', a.agencyId).execute()).toEqual([]);

    // A real friend on another mailbox of the same provider is still the affiliate's friend.
    const friend = `${name}.friend@gmail.com`;
    await sendQuote('Real Friend', friend, ref(a.slug));
    const friendBooking = await book(friend, { cookie: ref(a.slug) });
    await payDeposit(friendBooking);
    expect(await rewards(a.agencyId)).toEqual([expect.objectContaining({ friend_email: friend, status: 'earned', booking_number: friendBooking.bookingNumber })]);
  });
});
