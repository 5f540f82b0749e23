import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetServerSidePropsContext } from 'next';
import * as signupRoute from '@/pages/api/auth/signup';
import * as loginRoute from '@/pages/api/auth/login';
import * as quoteRoute from '@/pages/api/requestquote';
import * as searchRoute from '@/pages/api/site-search';
import * as wishlistRoute from '@/pages/api/wishlist/index';
import * as closeRoute from '@/pages/api/admin/inbox/[number]/close';
import { addOperator } from '@/server/admin/operatorService';
import { getServerSideProps as searchPageProps } from '@/pages/Search';
import { getServerSideProps as tourListProps } from '@/pages/tanzania-safari-package/[[...segments]]';
import rateLimits from '@/config/rateLimits';
import { translate, type Messages } from '@/lib/i18n/translate';
import deJson from '@/locales/de.json';
import enJson from '@/locales/en.json';
import frJson from '@/locales/fr.json';
import itJson from '@/locales/it.json';
import { TOURS } from '@/server/db/seed/catalogue/tours';
import { resetRateLimits } from '@/server/rateLimit/limiters';
import { closeSharedRedis } from '@/server/redis/client';
import { serveApi } from '../helpers/apiServer';
import { isoDay } from '../helpers/bookings';
import { useSeededApi } from '../helpers/seededApi';
import { agedFormTokens } from '../helpers/validBodies';
import { OPERATOR_PASSWORD, useAdminApi } from '../helpers/adminApi';
import { engines } from '../helpers/testDb';
import { freshKeyPrefix, limitStores } from '../helpers/testRedis';
import { itWhen } from '../helpers/applicable';
import { confirmByMail } from '../helpers/signupByMail';

// What a visitor past a limit gets, on both stores (this process's memory; Redis, shared by
// every instance) and both engines: the limit's number of requests answered, then 429 with
// Retry-After and the JSON error in the page's language, and nothing written for the refused one.

const ROUTES = {
  '/api/auth/signup': signupRoute,
  '/api/auth/login': loginRoute,
  '/api/requestquote': quoteRoute,
  '/api/site-search': searchRoute,
  '/api/wishlist': wishlistRoute,
};
const HOSTS = { en: 'localhost:3000', de: 'de.localhost:3000', fr: 'fr.localhost:3000', it: 'it.localhost:3000' };
const PASSWORD = 'correct horse battery';
const message = (messages: unknown) => {
  const value = translate(messages as Messages, 'api.tooManyRequests');
  expect(value).not.toBe('api.tooManyRequests');
  return value;
};
const tourIds = TOURS.slice(0, 6).map((t) => t.id);
const unique = () => randomBytes(4).toString('hex');

/** Signs the form token each quote carries: one the current test database accepts (set before each test). */
let quoteToken = () => '';
function quote(email: string) {
  return {
    source: 'wizard', travelType: 'family', days: 10, travelWith: 'family', budget: '3500-5000', departureDate: isoDay(45),
    destination: 'Serengeti', adults: 2, children: 0, childrenAges: [], fullName: 'Anna Müller', email, phone: '+49 30 1234567',
    country: 'DE', contactPreference: 'email', message: 'Die große Tierwanderung, bitte.', interests: ['migration'], website: '', formToken: quoteToken(),
  };
}

const combos = engines().flatMap((engine) => limitStores().map((store) => [engine, store] as const));

describe.each(combos)('rate limits on %s, counted in %s', (engine, store) => {
  const seeded = useSeededApi(engine, ROUTES);
  const db = () => seeded.db().db;
  beforeEach(async () => {
    quoteToken = await agedFormTokens(db());
  });
  const touched = new Set<string>();

  /** These limits (every other one stays generous), counted from zero in this block's store. */
  const limits = (env: Record<string, number | string>) => {
    for (const [name, value] of Object.entries(env)) {
      process.env[name] = String(value);
      touched.add(name);
    }
    process.env.RATE_LIMIT_KEY_PREFIX = freshKeyPrefix();
    if (store === 'redis') process.env.REDIS_URL = process.env.TEST_REDIS_URL;
    else delete process.env.REDIS_URL;
    resetRateLimits();
  };
  afterEach(async () => {
    // In the Redis block the counts must really have been kept there, not in the memory fallback.
    if (store === 'redis') {
      const redis = new Redis(process.env.TEST_REDIS_URL!);
      const keys = await redis.keys(`${process.env.RATE_LIMIT_KEY_PREFIX}:*`);
      await redis.quit();
      expect(keys.length, 'rate-limit counters in Redis').toBeGreaterThan(0);
    }
    const generous = rateLimits.generousLimitEnv();
    for (const name of touched) {
      if (name in generous) process.env[name] = generous[name];
      else delete process.env[name];
    }
    touched.clear();
    delete process.env.TRUST_PROXY;
    resetRateLimits();
  });
  afterAll(async () => {
    delete process.env.REDIS_URL;
    delete process.env.RATE_LIMIT_KEY_PREFIX;
    await closeSharedRedis();
  });

  const post = (path: string, body: unknown, { host = HOSTS.en, token, from, cookie }: { host?: string; token?: string; from?: string; cookie?: string } = {}) =>
    seeded.api().request(path, {
      method: 'POST',
      host,
      from,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const search = (host = HOSTS.en, headers: Record<string, string> = {}) => seeded.api().request('/api/site-search?search=serengeti', { host, headers });
  const signUp = async () => {
    const email = `traveller.${unique()}@example.com`;
    const res = await post('/api/auth/signup', { name: 'Neema Lyimo', email, password: PASSWORD, passwordConfirmation: PASSWORD });
    expect(res.status, res.text).toBe(202);
    const session = await confirmByMail(email);
    return { email, token: session.token, userId: session.user.id };
  };
  const expectLimited = (res: Awaited<ReturnType<typeof search>>, messages: unknown, windowSeconds: number) => {
    expect(res.status, res.text).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(Number.isInteger(wait) && wait >= 1 && wait <= windowSeconds, `Retry-After ${res.headers['retry-after']}`).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ error: { code: 'too_many_requests', message: message(messages) } });
  };

  /** The login's own 429: how many minutes to wait (the window, 15), in the page's language. */
  const expectLocked = (res: Awaited<ReturnType<typeof search>>, messages: unknown) => {
    expect(res.status, res.text).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(Number.isInteger(wait) && wait >= 1 && wait <= 900, `Retry-After ${res.headers['retry-after']}`).toBe(true);
    expect(res.json()).toEqual({ error: { code: 'too_many_requests', message: translate(messages as Messages, 'api.loginLocked', { minutes: Math.ceil(wait / 60) }) } });
    expect(res.json().error.message).toMatch(/15/);
  };

  it('a quote form: the limit\'s quotes are taken, then 429 in the page\'s language; the refused one is neither stored nor mailed', async () => {
    limits({ RATE_LIMIT_QUOTE_PER_IP: 3 });
    const email = `anna.${unique()}@example.de`;
    for (let i = 0; i < 3; i++) expect((await post('/api/requestquote', quote(email), { host: HOSTS.de })).status).toBe(201);
    const stored = async () => ({
      quotes: (await db().selectFrom('quote_requests').select('number').where('email', '=', email).execute()).length,
      mails: (await db().selectFrom('outbox').select('id').execute()).length,
    });
    const before = await stored();
    expect(before.quotes).toBe(3);

    expectLimited(await post('/api/requestquote', quote(email), { host: HOSTS.de }), deJson, 3600);
    expect(await stored()).toEqual(before);
  });

  it('login: limited per typed address (even the right password waits) and per IP across addresses; a refused login opens no session', async () => {
    limits({ AUTH_LOGIN_PER_ACCOUNT_IP: 2, AUTH_LOGIN_PER_IP: 4 });
    const me = await signUp();
    const sessions = async () => (await db().selectFrom('sessions').select('token_hash').where('user_id', '=', me.userId).execute()).length;
    for (let i = 0; i < 2; i++) expect((await post('/api/auth/login', { email: me.email, password: 'guessing-wrong' })).status).toBe(401);
    expectLocked(await post('/api/auth/login', { email: me.email.toUpperCase(), password: PASSWORD }, { host: HOSTS.fr }), frJson);
    expect(await sessions()).toBe(1); // the sign-up's

    // Three attempts from this address so far: one more for another account, then the address is spent.
    const stranger = () => ({ email: `spray.${unique()}@example.com`, password: 'guessing-wrong' });
    expect((await post('/api/auth/login', stranger())).status).toBe(401);
    expectLimited(await post('/api/auth/login', stranger()), enJson, 900);
  });

  // Issue 24, item 17: five wrong passwords from anywhere locked the owner out for 900 s, and
  // successful logins counted too. Wrong passwords now count per account and address, and a
  // browser that logged in before passes the account-wide count; guessing stays throttled.
  it('login: guesses from other addresses never lock the owner out, successes count for nothing, guessing stays throttled', async () => {
    limits({ AUTH_LOGIN_PER_ACCOUNT_IP: 5, AUTH_LOGIN_PER_ACCOUNT: 8 });
    const me = await signUp();
    const owner = '127.0.0.1';
    const login = (password: string, from: string, cookie?: string) => post('/api/auth/login', { email: me.email, password }, { from, cookie });
    // Two successful logins, then the owner's browser keeps the cookie of a browser that logged in.
    expect((await login(PASSWORD, owner)).status).toBe(200);
    const second = await login(PASSWORD, owner);
    expect(second.status).toBe(200);
    const known = /known_login=[^;]+/.exec(String(second.headers['set-cookie']))![0];
    expect(String(second.headers['set-cookie'])).toMatch(/HttpOnly/);

    // Five wrong passwords from one address: that address waits, even with the right password.
    for (let i = 0; i < 5; i++) expect((await login('guessing-wrong', '127.0.24.1')).status).toBe(401);
    expectLocked(await login(PASSWORD, '127.0.24.1'), enJson);
    // The owner, at home and on a new phone elsewhere, gets in.
    expect((await login(PASSWORD, owner, known)).status).toBe(200);
    expect((await login(PASSWORD, '127.0.24.9')).status).toBe(200);

    // Spread over many addresses, the account's wrong passwords (8 here) run out for browsers
    // that never logged in: the ninth guess, at a new address, is refused before it is checked.
    for (let i = 0; i < 3; i++) expect((await login('guessing-wrong', `127.0.25.${i + 1}`)).status).toBe(401);
    expectLocked(await login('guessing-wrong', '127.0.25.99'), enJson);
    expectLocked(await login(PASSWORD, '127.0.25.98'), enJson);
    // The browser that logged in before still does, from wherever it is now.
    expect((await login(PASSWORD, '127.0.26.1', known)).status).toBe(200);
    // A forged or another account's cookie is no such browser.
    expectLocked(await login(PASSWORD, '127.0.26.2', known.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))), enJson);
  }, 90_000);

  it('search: the limit\'s searches, then 429 until Retry-After has passed, then searching works again', async () => {
    limits({ RATE_LIMIT_SEARCH_PER_IP: 3, RATE_LIMIT_SEARCH_WINDOW_SECONDS: 2 });
    for (let i = 0; i < 3; i++) expect((await search(HOSTS.it)).status).toBe(200);
    const refused = await search(HOSTS.it);
    expectLimited(refused, itJson, 2);
    await new Promise((resolve) => setTimeout(resolve, Number(refused.headers['retry-after']) * 1000 + 300));
    const again = await search(HOSTS.it);
    expect(again.status, again.text).toBe(200);
    expect(again.json().tours.length).toBeGreaterThan(0);
  });

  it('the search page: past the limit it answers 429 with Retry-After, keeps the typed words and searches nothing', async () => {
    limits({ RATE_LIMIT_SEARCH_PER_IP: 1 });
    const visit = async () => {
      const req = new http.IncomingMessage(new net.Socket());
      const res = new http.ServerResponse(req);
      const answer = await searchPageProps({ query: { q: 'serengeti' }, locale: 'de', req, res } as unknown as GetServerSidePropsContext);
      return { res, props: 'props' in answer ? (answer.props as { result: unknown; limited?: string }) : undefined };
    };
    const first = await visit();
    expect(first.res.statusCode).toBe(200);
    expect(first.props?.result).not.toBeNull();
    const second = await visit();
    expect(second.res.statusCode).toBe(429);
    expect(Number(second.res.getHeader('retry-after'))).toBeGreaterThan(0);
    expect(second.props).toMatchObject({ result: null, limited: 'serengeti' });
  });

  it('the tour list: page loads past the limit answer 429 with Retry-After and search nothing; another address goes on', async () => {
    limits({ RATE_LIMIT_LIST_RENDER_PER_IP: 2 });
    const load = async (address: string) => {
      const req = new http.IncomingMessage(new net.Socket());
      Object.defineProperty(req.socket, 'remoteAddress', { value: address });
      const res = new http.ServerResponse(req);
      const ctx = { params: {}, query: { level: 'luxury' }, resolvedUrl: '/tanzania-safari-package/?level=luxury', locale: 'en', req, res };
      const answer = await tourListProps(ctx as unknown as GetServerSidePropsContext);
      const props = 'props' in answer ? (answer.props as unknown as { limited?: boolean; initialState: { tours: { result: { total: number } | null } } }) : undefined;
      return { status: res.statusCode, retryAfter: res.getHeader('retry-after'), props };
    };
    for (let i = 0; i < 2; i++) expect((await load('203.0.113.7')).props?.initialState.tours.result?.total).toBeGreaterThan(0);
    const refused = await load('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.props).toMatchObject({ limited: true, initialState: { tours: { result: null } } });
    const other = await load('203.0.113.8');
    expect(other.status).toBe(200);
    expect(other.props?.initialState.tours.result?.total).toBeGreaterThan(0);
  });

  it('a signed-in traveller\'s wishlist: limited per account (another account on the same address goes on), and per address', async () => {
    limits({ RATE_LIMIT_WISHLIST_PER_ACCOUNT: 2, RATE_LIMIT_WISHLIST_PER_IP: 4 });
    const [a, b] = [await signUp(), await signUp()];
    const add = (who: { token: string }, id: string) => post('/api/wishlist', { ids: [id] }, { token: who.token, host: HOSTS.de });
    const saved = async (who: { userId: string }) =>
      (await db().selectFrom('wishlist_tours').select('tour_id').where('user_id', '=', who.userId).execute()).map((r) => r.tour_id).sort();

    expect((await add(a, tourIds[0]!)).status).toBe(200);
    expect((await add(a, tourIds[1]!)).status).toBe(200);
    expectLimited(await add(a, tourIds[2]!), deJson, 900);
    expect(await saved(a)).toEqual([tourIds[0], tourIds[1]].sort());

    // The same address, another account: its own count, until the address's 4 are used.
    expect((await add(b, tourIds[3]!)).status).toBe(200);
    expectLimited(await add(b, tourIds[4]!), deJson, 900);
    expect(await saved(b)).toEqual([tourIds[3]]);
  });

  it('a new X-Forwarded-For per request buys no new limit: ignored without TRUST_PROXY, and only the proxy\'s own entry counts with it', async () => {
    limits({ RATE_LIMIT_SEARCH_PER_IP: 2 });
    const forged = () => ({ 'x-forwarded-for': `198.51.100.${1 + (randomBytes(1)[0]! % 250)}` });
    expect((await search(HOSTS.en, forged())).status).toBe(200);
    expect((await search(HOSTS.en, forged())).status).toBe(200);
    expect((await search(HOSTS.en, forged())).status).toBe(429);

    // Behind one proxy that appends the address it saw: whatever the client wrote before it is not read.
    limits({ RATE_LIMIT_SEARCH_PER_IP: 2, TRUST_PROXY: 1 });
    const viaProxy = (client: string) => ({ 'x-forwarded-for': `${forged()['x-forwarded-for']}, ${client}` });
    expect((await search(HOSTS.en, viaProxy('203.0.113.5'))).status).toBe(200);
    expect((await search(HOSTS.en, viaProxy('203.0.113.5'))).status).toBe(200);
    expect((await search(HOSTS.en, viaProxy('203.0.113.5'))).status).toBe(429);
    // Another visitor behind the same proxy has a count of their own.
    expect((await search(HOSTS.en, viaProxy('203.0.113.6'))).status).toBe(200);
  });

  itWhen(store === 'memory')('Redis unreachable or silent: quotes are still taken at once, and limited by this process alone', async () => {
    // A port where nothing listens, and a server that accepts connections but never answers.
    const closed = await freePort();
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      for (const url of [`redis://127.0.0.1:${closed}`, `redis://127.0.0.1:${(silent.address() as AddressInfo).port}`]) {
        limits({ RATE_LIMIT_QUOTE_PER_IP: 2 });
        process.env.REDIS_URL = url;
        const started = Date.now();
        const email = `outage.${unique()}@example.com`;
        expect((await post('/api/requestquote', quote(email))).status).toBe(201);
        expect((await post('/api/requestquote', quote(email))).status).toBe(201);
        expect((await post('/api/requestquote', quote(email))).status).toBe(429);
        // The first request waits for the connection at most 2 s; the others not at all.
        expect(Date.now() - started, url).toBeLessThan(4000);
        await closeSharedRedis();
      }
    } finally {
      delete process.env.REDIS_URL;
      silent.close();
    }
  });

  itWhen(store === 'redis')('two instances over one Redis share one count: 5 on A and 3 on B reach the limit of 8, the next is refused on either', async () => {
    limits({ RATE_LIMIT_SEARCH_PER_IP: 8 });
    // Instance B: the same route from a second, independent module graph (its own limiters and
    // Redis connection), on its own HTTP server, over the same database.
    vi.resetModules();
    const routeB = await import('@/pages/api/site-search');
    (await import('@/server/db/connection')).useSharedDb(db());
    const redisB = await import('@/server/redis/client');
    const instanceB = await serveApi({ '/api/site-search': routeB });
    const searchB = () => instanceB.request('/api/site-search?search=serengeti', { host: HOSTS.en });
    try {
      for (let i = 0; i < 5; i++) expect((await search()).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await searchB()).status).toBe(200);
      expectLimited(await searchB(), enJson, 60);
      expectLimited(await search(), enJson, 60);
    } finally {
      await instanceB.close();
      await redisB.closeSharedRedis();
    }
  });
});

describe.each(engines())('the back office\'s changes on %s', (engine) => {
  const admin = useAdminApi(engine, { '/api/admin/inbox/[number]/close': closeRoute });
  afterAll(() => {
    Object.assign(process.env, rateLimits.generousLimitEnv());
    resetRateLimits();
  });

  it('are limited per operator (another operator at the same address goes on) and per address', async () => {
    Object.assign(process.env, { RATE_LIMIT_ADMIN_WRITE_PER_ACCOUNT: '2', RATE_LIMIT_ADMIN_WRITE_PER_IP: '4', RATE_LIMIT_KEY_PREFIX: freshKeyPrefix() });
    resetRateLimits();
    const close = async (cookie: string) => admin.call('POST', `/api/admin/inbox/Q-2000-${unique()}/close`, { cookie });
    const mine = await admin.login();
    expect((await close(mine)).status).toBe(404);
    expect((await close(mine)).status).toBe(404);
    const refused = await close(mine);
    expect(refused.status).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');

    const other = `other.${unique()}@safari.example`;
    await addOperator({ email: other, name: 'Baraka Operator', password: OPERATOR_PASSWORD }, admin.db());
    const theirs = await admin.login(other);
    expect((await close(theirs)).status).toBe(404);
    expect((await close(theirs)).status).toBe(429); // the address's 4
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
