import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as loginRoute from '@/pages/api/auth/login';
import * as userRoute from '@/pages/api/user';
import type { GetServerSidePropsContext } from 'next';
import * as signupRoute from '@/pages/api/auth/signup';
import * as quoteRoute from '@/pages/api/requestquote';
import * as affiliateRoute from '@/pages/api/affiliate';
import * as getAffiliateRoute from '@/pages/api/getAffiliate';
import * as friendsRoute from '@/pages/api/friends/[user]';
import * as rewardsRoute from '@/pages/api/rewards/[user]';
import { getServerSideProps as affiliateLink } from '@/pages/affiliate/[[...slug]]';
import { ATTRIBUTION_COOKIE, ATTRIBUTION_DAYS, REWARD_USD, SLUG_PATTERN } from '@/lib/affiliate/rules';
import { markRewardEarned, markRewardPaid } from '@/server/affiliate/service';
import { resetRateLimits } from '@/server/rateLimit/limiters';
import { translate, type Messages } from '@/lib/i18n/translate';
import deJson from '@/locales/de.json';
import enJson from '@/locales/en.json';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { useSeededApi } from '../helpers/seededApi';
import { confirmByMail } from '../helpers/signupByMail';

const de = deJson as unknown as Messages;
const en = enJson as unknown as Messages;
const EN_HOST = 'localhost:3000';
const DE_HOST = 'de.localhost:3000';

function t(messages: Messages, key: string): string {
  const value = translate(messages, key);
  expect(value, `locale key ${key}`).not.toBe(key);
  return value;
}

const ROUTES = {
  '/api/auth/signup': signupRoute,
  '/api/auth/login': loginRoute,
  '/api/user': userRoute,
  '/api/requestquote': quoteRoute,
  '/api/affiliate': affiliateRoute,
  '/api/getAffiliate': getAffiliateRoute,
  '/api/friends/[user]': friendsRoute,
  '/api/rewards/[user]': rewardsRoute,
};

// Every sign-up of this file comes from 127.0.0.1: room for all of them.
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

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const unique = () => randomBytes(4).toString('hex');

/** A quote from the wizard, as a friend fills it in. */
function quote(fullName: string, email: string) {
  return {
    source: 'wizard', travelType: 'family', days: 10, travelWith: 'family', budget: '3500-5000', departureDate: isoDay(45), destination: 'Serengeti',
    adults: 2, children: 0, childrenAges: [], fullName, email, phone: '+49 30 1234567', country: 'DE', contactPreference: 'email',
    message: 'Hallo!', interests: ['safari'], saveDetails: false, website: '',
  };
}

/** What the link page does for a click: the redirect and the Set-Cookie it answers with. */
async function click(path: string[], { token, tour, locale = 'en', requestHeaders = {} }: { token?: string; tour?: string; locale?: string; requestHeaders?: Record<string, string> } = {}) {
  const headers: Record<string, string | string[]> = {};
  const context = {
    params: { slug: path },
    query: tour ? { tour } : {},
    req: { cookies: token ? { token } : {}, headers: requestHeaders },
    res: { setHeader: (name: string, value: string | string[]) => void (headers[name.toLowerCase()] = value) },
    locale,
  } as unknown as GetServerSidePropsContext;
  const result = (await affiliateLink(context)) as { redirect: { destination: string; permanent: boolean } };
  return { redirect: result.redirect, cookie: headers['set-cookie'] as string | undefined };
}

describe.each(engines())('affiliate programme API on %s', (engine) => {
  const seeded = useSeededApi(engine, ROUTES);
  const db = () => seeded.db().db;
  const request = (method: string, path: string, body?: unknown, { token, host = EN_HOST, cookie }: { token?: string; host?: string; cookie?: string } = {}) =>
    seeded.api().request(path, {
      method,
      host,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** A new account: its token, id and (lower-cased) email. */
  const signUp = async () => {
    const email = `Amani.${unique()}@Example.com`;
    const res = await request('POST', '/api/auth/signup', { name: 'Amani Mushi', email, password: 'kilimanjaro-5895m', passwordConfirmation: 'kilimanjaro-5895m' });
    expect(res.status, res.text).toBe(202);
    const session = await confirmByMail(email);
    return { token: session.token, id: session.user.id, email: email.toLowerCase() };
  };
  /** A new account that has joined: also its slug and agency id. */
  const affiliate = async () => {
    const user = await signUp();
    const res = await request('POST', '/api/affiliate', { email: user.email, message: 'I will share it with my hiking club.' }, { token: user.token });
    expect(res.status, res.text).toBe(201);
    return { ...user, slug: res.json().slug as string, agencyId: res.json().agency_id as string };
  };
  const sendQuote = async (name: string, email: string, cookie?: string) => {
    const res = await request('POST', '/api/requestquote', await withFormToken(seeded.api(), quote(name, email)), { cookie, host: DE_HOST });
    expect(res.status, res.text).toBe(201);
    return res.json().quoteNumber as string;
  };
  const friendsOf = async (a: { token: string; email: string }) => {
    const res = await request('GET', `/api/friends/${encodeURIComponent(a.email)}`, undefined, { token: a.token });
    expect(res.status, res.text).toBe(200);
    return res.json().friends as { name: string; quoteNumber: string; createdAt: string; firstQuote: string }[];
  };
  const rewardsOf = async (a: { token: string; id: string }) => {
    const res = await request('GET', `/api/rewards/${a.id}`, undefined, { token: a.token });
    expect(res.status, res.text).toBe(200);
    return res.json();
  };
  const refCookie = (slug: string) => `${ATTRIBUTION_COOKIE}=${slug}`;

  describe('joining and looking up', () => {
    it('joins with the account email: 201 with agency_id, a random slug and its link; joining again answers the same agency with 200', async () => {
      const user = await signUp();
      const first = await request('POST', '/api/affiliate', { email: user.email, message: 'Hello' }, { token: user.token });
      expect(first.status, first.text).toBe(201);
      const body = first.json();
      expect(body.agency_id).toEqual(expect.any(String));
      expect(body.slug).toMatch(SLUG_PATTERN);
      expect(body.link).toBe(`/affiliate/${body.slug}`);
      // Not derived from the email.
      expect(user.email).not.toContain(body.slug.slice(0, 4));
      // Email as typed (upper case) is the same account's.
      const again = await request('POST', '/api/affiliate', { email: user.email.toUpperCase(), message: 'Again' }, { token: user.token });
      expect(again.status).toBe(200);
      expect(again.json()).toEqual(body);
      const looked = await request('POST', '/api/getAffiliate', { email: user.email, message: '' }, { token: user.token });
      expect(looked.status).toBe(200);
      expect(looked.json()).toEqual(body);
      const rows = await db().selectFrom('affiliates').selectAll().where('user_id', '=', user.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].message).toBe('Hello');
    });

    it('GET /api/user and login say whether the user is a member, so a member sees the link without asking getAffiliate', async () => {
      const user = await signUp();
      const before = await request('GET', '/api/user', undefined, { token: user.token });
      expect(before.status).toBe(200);
      expect(before.json().affiliate).toBeNull();
      const joined = (await request('POST', '/api/affiliate', { email: user.email, message: '' }, { token: user.token })).json();
      expect((await request('GET', '/api/user', undefined, { token: user.token })).json().affiliate).toEqual(joined);
      const login = await request('POST', '/api/auth/login', { email: user.email, password: 'kilimanjaro-5895m' });
      expect(login.status, login.text).toBe(200);
      expect(login.json().affiliate).toEqual(joined);
      // Another member's link never comes with this user.
      const other = await signUp();
      expect((await request('GET', '/api/user', undefined, { token: other.token })).json().affiliate).toBeNull();
    });

    it('answers a wrong method with 405 and Allow, a form that is not JSON with 415', async () => {
      const user = await signUp();
      const get = await request('GET', '/api/affiliate', undefined, { token: user.token });
      expect(get.status).toBe(405);
      expect(get.headers.allow).toBe('POST');
      const post = await request('POST', '/api/friends/me', {}, { token: user.token });
      expect(post.status).toBe(405);
      const form = await seeded.api().request('/api/affiliate', { method: 'POST', host: EN_HOST, headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${user.token}` }, body: `email=${user.email}` });
      expect(form.status).toBe(415);
    });

    it('two accounts get different slugs', async () => {
      const [a, b] = await Promise.all([affiliate(), affiliate()]);
      expect(a.slug).not.toBe(b.slug);
      expect(a.agencyId).not.toBe(b.agencyId);
    });

    it('getAffiliate before joining: 404 with a JSON error in the page language', async () => {
      const user = await signUp();
      const res = await request('POST', '/api/getAffiliate', { email: user.email, message: '' }, { token: user.token, host: DE_HOST });
      expect(res.status).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_affiliate', message: t(de, 'api.affiliateNotJoined') });
    });

    it('needs a valid session: no token or an unknown one is 401, and nothing is created', async () => {
      const user = await signUp();
      for (const path of ['/api/affiliate', '/api/getAffiliate']) {
        const none = await request('POST', path, { email: user.email, message: '' });
        expect(none.status).toBe(401);
        expect(none.json().error.message).toBe(t(en, 'api.unauthorized'));
        const wrong = await request('POST', path, { email: user.email, message: '' }, { token: randomBytes(32).toString('base64url') });
        expect(wrong.status).toBe(401);
      }
      expect(await db().selectFrom('affiliates').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
    });

    it("someone else's email is 403 (with the field's message in German); a malformed one is 400; nothing is created", async () => {
      const user = await signUp();
      const other = await signUp();
      const res = await request('POST', '/api/affiliate', { email: other.email, message: '' }, { token: user.token, host: DE_HOST });
      expect(res.status).toBe(403);
      expect(res.json().error).toEqual({ code: 'email_mismatch', message: t(de, 'api.affiliateEmailMismatch'), fields: { email: t(de, 'validation.affiliateEmail') } });
      const lookup = await request('POST', '/api/getAffiliate', { email: other.email }, { token: user.token });
      expect(lookup.status).toBe(403);
      const bad = await request('POST', '/api/affiliate', { email: 'not-an-email', message: '' }, { token: user.token, host: DE_HOST });
      expect(bad.status).toBe(400);
      expect(bad.json().error.fields.email).toBe(t(de, 'validation.email'));
      const long = await request('POST', '/api/affiliate', { email: user.email, message: 'x'.repeat(1001) }, { token: user.token });
      expect(long.status).toBe(400);
      expect(long.json().error.fields).toHaveProperty('message');
      expect(await db().selectFrom('affiliates').selectAll().where('user_id', 'in', [user.id, other.id]).execute()).toEqual([]);
    });
  });

  describe('the link: /affiliate/{slug}', () => {
    it('sets an HttpOnly, SameSite=Lax cookie with the slug for the 30-day window and sends the visitor home', async () => {
      const a = await affiliate();
      const { redirect, cookie } = await click([a.slug]);
      expect(redirect).toEqual({ destination: '/', permanent: false });
      expect(cookie).toBe(`${ATTRIBUTION_COOKIE}=${a.slug}; Path=/; Max-Age=${ATTRIBUTION_DAYS * 86_400}; HttpOnly; SameSite=Lax`);
    });

    it('marks the cookie Secure only when a trusted proxy says the click came over https', async () => {
      const a = await affiliate();
      const https = { 'x-forwarded-proto': 'https' };
      expect((await click([a.slug], { requestHeaders: https })).cookie).not.toContain('Secure');
      const before = process.env.TRUST_PROXY;
      process.env.TRUST_PROXY = '1';
      try {
        expect((await click([a.slug], { requestHeaders: https })).cookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
        expect((await click([a.slug], { requestHeaders: { 'x-forwarded-proto': 'http' } })).cookie).not.toContain('Secure');
      } finally {
        if (before === undefined) delete process.env.TRUST_PROXY;
        else process.env.TRUST_PROXY = before;
      }
    });

    it('/affiliate/{slug}/{tour} and ?tour= land on the tour page in the language of the domain', async () => {
      const a = await affiliate();
      const tour = await db().selectFrom('tour_translations').select(['tour_id', 'slug']).where('locale', '=', 'de').orderBy('tour_id').executeTakeFirstOrThrow();
      const en = await db().selectFrom('tour_translations').select('slug').where('locale', '=', 'en').where('tour_id', '=', tour.tour_id).executeTakeFirstOrThrow();
      // The English slug opened on the German domain goes to the German page.
      const viaPath = await click([a.slug, en.slug], { locale: 'de' });
      expect(viaPath.redirect.destination).toBe(`/trip/${tour.slug}`);
      expect(viaPath.cookie).toContain(`${ATTRIBUTION_COOKIE}=${a.slug};`);
      const viaQuery = await click([a.slug], { tour: tour.slug, locale: 'de' });
      expect(viaQuery.redirect.destination).toBe(`/trip/${tour.slug}`);
      // An unknown tour still credits the affiliate and lands home.
      const unknownTour = await click([a.slug, 'no-such-tour']);
      expect(unknownTour.redirect.destination).toBe('/');
      expect(unknownTour.cookie).toBeDefined();
    });

    it('an unknown or malformed slug lands home without a cookie; /affiliate alone explains the programme', async () => {
      for (const slug of ['zzzzzzzz', 'friend-code', 'A'.repeat(300)]) {
        const { redirect, cookie } = await click([slug]);
        expect(redirect.destination).toBe('/');
        expect(cookie).toBeUndefined();
      }
      expect((await click([])).redirect.destination).toBe('/Affiliate');
    });

    it("the affiliate's own click (their session cookie) sets no cookie; another user's click does", async () => {
      const a = await affiliate();
      const other = await signUp();
      expect((await click([a.slug], { token: a.token })).cookie).toBeUndefined();
      expect((await click([a.slug], { token: other.token })).cookie).toContain(a.slug);
    });
  });

  describe('friends and rewards from quotes', () => {
    it("a quote sent after the click records the friend (name, quote number, date; the IP address for the operator only) and one pending reward of the fixed amount", async () => {
      const a = await affiliate();
      const before = new Date().toISOString();
      const number = await sendQuote('Anna Müller', `anna.${unique()}@example.de`, `${refCookie(a.slug)}; token=abc`);
      const friends = await friendsOf(a);
      expect(friends).toEqual([{ name: 'Anna Müller', quoteNumber: number, createdAt: expect.any(String), firstQuote: number }]);
      // Issue 24, item 20: the affiliate's own answer carries no friend's IP address; the operator's record keeps it.
      const answer = await request('GET', `/api/friends/${encodeURIComponent(a.email)}`, undefined, { token: a.token });
      expect(answer.text).not.toContain('127.0.0.1');
      expect((await db().selectFrom('affiliate_friends').select('ip_address').where('quote_number', '=', number).executeTakeFirstOrThrow()).ip_address).toBe('127.0.0.1');
      expect(friends[0].createdAt >= before).toBe(true);
      const { rewards, totals } = await rewardsOf(a);
      expect(rewards).toEqual([{ id: expect.any(String), friendName: 'Anna Müller', quoteNumber: number, amount: REWARD_USD, status: 'pending', createdAt: friends[0].createdAt, earnedAt: null, paidAt: null }]);
      expect(totals).toEqual({ pending: REWARD_USD, earned: 0, paid: 0 });
    });

    it('a friend is counted once: a second quote from the same email is listed, but adds no reward', async () => {
      const a = await affiliate();
      const email = `ben.${unique()}@example.com`;
      const first = await sendQuote('Ben Okafor', email, refCookie(a.slug));
      const second = await sendQuote('Ben Okafor', email.toUpperCase(), refCookie(a.slug));
      expect((await friendsOf(a)).map((f) => f.quoteNumber).sort()).toEqual([first, second].sort());
      // Both requests name the friend's first one, the one the reward is for: the dashboard shows one friend.
      expect((await friendsOf(a)).map((f) => f.firstQuote)).toEqual([first, first]);
      const { rewards, totals } = await rewardsOf(a);
      expect(rewards.map((r: { quoteNumber: string }) => r.quoteNumber)).toEqual([first]);
      expect(totals.pending).toBe(REWARD_USD);
    });

    it('two quotes from one friend at the same moment: both are stored and listed, still one reward', async () => {
      const a = await affiliate();
      const email = `kofi.${unique()}@example.gh`;
      const numbers = await Promise.all([1, 2, 3].map(() => sendQuote('Kofi Mensah', email, refCookie(a.slug))));
      expect((await friendsOf(a)).map((f) => f.quoteNumber).sort()).toEqual([...numbers].sort());
      expect((await rewardsOf(a)).rewards).toHaveLength(1);
      expect(new Set((await friendsOf(a)).map((f) => f.firstQuote)).size).toBe(1);
    });

    it('last click wins: the cookie of the newer link is the one credited', async () => {
      const a = await affiliate();
      const b = await affiliate();
      const firstClick = await click([a.slug]);
      const lastClick = await click([b.slug]);
      // Same cookie name and path: the browser replaces the first with the second.
      expect(firstClick.cookie!.split('=')[0]).toBe(lastClick.cookie!.split('=')[0]);
      const value = lastClick.cookie!.split(';')[0];
      const number = await sendQuote('Chiara Rossi', `chiara.${unique()}@example.it`, value);
      expect((await friendsOf(b)).map((f) => f.quoteNumber)).toEqual([number]);
      expect(await friendsOf(a)).toEqual([]);
    });

    it("self-referral is ignored: a quote with the affiliate's own email records nothing", async () => {
      const a = await affiliate();
      const number = await sendQuote('Amani Mushi', a.email.toUpperCase(), refCookie(a.slug));
      expect(number).toMatch(/^Q-\d{4}-\d{6}$/);
      expect(await friendsOf(a)).toEqual([]);
      expect((await rewardsOf(a)).rewards).toEqual([]);
    });

    it('an unknown, malformed or missing attribution never costs the quote and records nothing', async () => {
      const before = Number((await db().selectFrom('affiliate_friends').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const numbers = [
        await sendQuote('Dana Li', `dana.${unique()}@example.com`, refCookie('zzzzzzzz')),
        await sendQuote('Dana Li', `dana.${unique()}@example.com`, refCookie('%27%20OR%201%3D1')),
        await sendQuote('Dana Li', `dana.${unique()}@example.com`),
      ];
      for (const n of numbers) expect(await db().selectFrom('quote_requests').select('number').where('number', '=', n).executeTakeFirst()).toBeDefined();
      const after = Number((await db().selectFrom('affiliate_friends').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      expect(after).toBe(before);
    });
  });

  describe('nobody sees another affiliate’s friends or rewards', () => {
    it('no token or an unknown one is 401', async () => {
      const a = await affiliate();
      for (const path of [`/api/friends/${a.id}`, `/api/rewards/${a.id}`]) {
        expect((await request('GET', path)).status).toBe(401);
        expect((await request('GET', path, undefined, { token: randomBytes(32).toString('base64url') })).status).toBe(401);
      }
    });

    it("another user's id or email, or one that does not exist, is 403 with no data; one's own id or email (any case) is 200", async () => {
      const a = await affiliate();
      const b = await affiliate();
      await sendQuote('Eva Novak', `eva.${unique()}@example.cz`, refCookie(a.slug));
      for (const kind of ['friends', 'rewards']) {
        for (const asked of [a.id, a.email, a.email.toUpperCase(), 'nobody@example.com', 'u123']) {
          const res = await request('GET', `/api/${kind}/${encodeURIComponent(asked)}`, undefined, { token: b.token, host: DE_HOST });
          expect(res.status, `${kind}/${asked}`).toBe(403);
          expect(res.json()).toEqual({ error: { code: 'forbidden', message: t(de, 'api.affiliateForbidden') } });
          expect(res.text).not.toContain('Eva');
        }
        for (const own of [a.id, a.email, a.email.toUpperCase()]) {
          const res = await request('GET', `/api/${kind}/${encodeURIComponent(own)}`, undefined, { token: a.token });
          expect(res.status).toBe(200);
          expect(res.text).toContain('Eva Novak');
        }
      }
      // B's own lists hold nothing of A's.
      expect(await friendsOf(b)).toEqual([]);
      expect((await rewardsOf(b)).rewards).toEqual([]);
    });

    it('an account that has not joined sees empty lists of its own', async () => {
      const user = await signUp();
      expect(await friendsOf(user)).toEqual([]);
      expect(await rewardsOf(user)).toEqual({ rewards: [], totals: { pending: 0, earned: 0, paid: 0 } });
    });
  });

  describe('earned and paid (called by bookings and the operator)', () => {
    /** A booking as markRewardEarned reads it: whose affiliate it was attributed to when it was made (tests/api/affiliateRewards.test.ts books for real). */
    let made = 0;
    const booking = (email: string, affiliateSlug: string | null) =>
      ({ number: `B-2026-9${String(++made).padStart(5, '0')}`, email, full_name: 'Femi Adeyemi', affiliate_slug: affiliateSlug, created_at: new Date().toISOString() });

    it('markRewardEarned for a booking attributed to the affiliate: pending → earned once; markRewardPaid: earned → paid; totals follow', async () => {
      const a = await affiliate();
      const email = `femi.${unique()}@example.ng`;
      const first = await sendQuote('Femi Adeyemi', email, refCookie(a.slug));
      await sendQuote('Femi Adeyemi', email, refCookie(a.slug));
      // The booking came from the friend's second quote: still this friend's one reward.
      const made = booking(email.toUpperCase(), a.slug);
      const earned = await markRewardEarned(made, db());
      expect(earned).toMatchObject({ quoteNumber: first, status: 'earned', amount: REWARD_USD, paidAt: null });
      expect(earned!.earnedAt).toEqual(expect.any(String));
      const again = await markRewardEarned(made, db());
      expect(again!.earnedAt).toBe(earned!.earnedAt);
      expect((await rewardsOf(a)).totals).toEqual({ pending: 0, earned: REWARD_USD, paid: 0 });

      const paid = await markRewardPaid(earned!.id, db());
      expect(paid).toMatchObject({ status: 'paid', earnedAt: earned!.earnedAt });
      expect(paid.paidAt).toEqual(expect.any(String));
      const { rewards, totals } = await rewardsOf(a);
      expect(totals).toEqual({ pending: 0, earned: 0, paid: REWARD_USD });
      expect(rewards[0]).toMatchObject({ status: 'paid', paidAt: paid.paidAt });
    });

    it('a booking attributed to nobody earns nothing, whichever affiliates\' links the friend\'s quotes came through', async () => {
      const a = await affiliate();
      const b = await affiliate();
      const email = `gita.${unique()}@example.in`;
      await sendQuote('Gita Rao', email, refCookie(a.slug));
      await sendQuote('Gita Rao', email, refCookie(b.slug));
      expect(await markRewardEarned(booking(email, null), db())).toBeUndefined();
      expect((await rewardsOf(a)).totals).toEqual({ pending: REWARD_USD, earned: 0, paid: 0 });
      expect((await rewardsOf(b)).totals).toEqual({ pending: REWARD_USD, earned: 0, paid: 0 });
      // Attributed to b when it was made: b's reward, not a's.
      expect((await markRewardEarned(booking(email, b.slug), db()))?.status).toBe('earned');
      expect((await rewardsOf(b)).totals.earned).toBe(REWARD_USD);
      expect((await rewardsOf(a)).totals).toEqual({ pending: REWARD_USD, earned: 0, paid: 0 });
    });

    it('a booking that no affiliate brought changes nothing; paying an unearned or unknown reward is refused', async () => {
      const email = `hana.${unique()}@example.jp`;
      await sendQuote('Hana Sato', email);
      expect(await markRewardEarned(booking(email, null), db())).toBeUndefined();
      expect(await markRewardEarned(booking('nobody@example.com', 'zzzzzzzz'), db())).toBeUndefined();
      const a = await affiliate();
      await sendQuote('Ivo Horvat', `ivo.${unique()}@example.hr`, refCookie(a.slug));
      const [pending] = (await rewardsOf(a)).rewards;
      await expect(markRewardPaid(pending.id, db())).rejects.toMatchObject({ status: 409, code: 'reward_not_earned' });
      await expect(markRewardPaid('no-such-reward', db())).rejects.toMatchObject({ status: 404 });
      expect((await rewardsOf(a)).rewards[0].status).toBe('pending');
    });
  });
});
