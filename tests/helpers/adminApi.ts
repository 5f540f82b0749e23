import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as loginRoute from '@/pages/api/admin/login';
import * as logoutRoute from '@/pages/api/admin/logout';
import * as meRoute from '@/pages/api/admin/me';
import { addOperator, disableOperator } from '@/server/admin/operatorService';
import { resetRateLimits } from '@/server/rateLimit/limiters';
import { newToken, tokenHash } from '@/server/auth/tokens';
import type { Engine } from './testDb';
import { useSeededApi } from './seededApi';
import type { ServeOptions, TestResponse } from './apiServer';

export const SITE = 'http://localhost:3000';
export const OPERATOR_PASSWORD = 'serengeti-migration-2026';
const LIMIT_ENV = ['AUTH_ADMINLOGIN_PER_IP', 'AUTH_ADMINLOGIN_PER_ACCOUNT', 'AUTH_ADMINLOGIN_PER_ACCOUNT_IP'];

export const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
export const unique = () => randomBytes(4).toString('hex');
export const cookieOf = (res: TestResponse) => /admin_session=([^;]*)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1] ?? '';

/** Every request of a test file comes from 127.0.0.1: generous login limits, except where a test sets its own. */
export function setLoginLimits(limits: Record<string, number> = {}) {
  for (const name of LIMIT_ENV) process.env[name] = String(limits[name] ?? 1000);
  resetRateLimits();
}

/** `from`: the loopback address to speak from (127.x.y.z), a visitor of its own for per-IP counts. */
export type AdminAuth = { cookie?: string; bearer?: string; origin?: string | null; referer?: string; from?: string; extraCookie?: string };

/**
 * For a describe block per engine: the seeded API with the given routes, a live operator, a
 * traveller's valid session token and an operator session past its 12 hours, and `call` (a
 * same-site Origin on every change unless told otherwise) and `login` (a fresh admin_session).
 */
export function useAdminApi(engine: Engine, routes: Parameters<typeof useSeededApi>[1], operatorEmail = `ops.${unique()}@safari.example`, options?: ServeOptions) {
  const seeded = useSeededApi(engine, { '/api/admin/login': loginRoute, '/api/admin/logout': logoutRoute, '/api/admin/me': meRoute, ...routes }, options);
  const db = () => seeded.db().db;
  const operator = { id: '', email: operatorEmail, name: 'Neema Operator' };
  const tokens = { traveller: '', expired: '' };

  const call = (method: string, path: string, auth: AdminAuth = {}, body?: unknown) => {
    const headers: Record<string, string> = {};
    const cookies = [auth.cookie ? `admin_session=${auth.cookie}` : '', auth.extraCookie ?? ''].filter(Boolean);
    if (cookies.length) headers.cookie = cookies.join('; ');
    if (auth.bearer) headers.authorization = `Bearer ${auth.bearer}`;
    if (auth.origin !== null && method !== 'GET') headers.origin = auth.origin ?? SITE;
    if (auth.referer) headers.referer = auth.referer;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return seeded.api().request(path, { method, headers, from: auth.from, body: body === undefined ? undefined : JSON.stringify(body) });
  };
  const login = async (as = operator.email, password = OPERATOR_PASSWORD) => {
    const res = await call('POST', '/api/admin/login', { origin: null }, { email: as, password });
    expect(res.status, res.text).toBe(200);
    return cookieOf(res);
  };

  beforeAll(async () => {
    setLoginLimits();
    operator.id = (await addOperator({ email: operator.email.toUpperCase(), name: operator.name, password: OPERATOR_PASSWORD }, db())).id;
    // A traveller with a live session of their own (the users' sessions table).
    tokens.traveller = newToken();
    const userId = unique();
    await db().insertInto('users').values({ id: userId, email: `t.${unique()}@example.com`, name: 'Tom Traveller', locale: 'en', password_hash: 'x', created_at: hoursAgo(1) }).execute();
    await db().insertInto('sessions').values({ token_hash: tokenHash(tokens.traveller), user_id: userId, created_at: hoursAgo(1), expires_at: hoursAgo(-24) }).execute();
    // An operator session past its 12 hours.
    tokens.expired = newToken();
    await db().insertInto('operator_sessions').values({ token_hash: tokenHash(tokens.expired), operator_id: operator.id, created_at: hoursAgo(13), expires_at: hoursAgo(1), ended_at: null }).execute();
  });
  afterAll(() => {
    for (const name of LIMIT_ENV) delete process.env[name];
    resetRateLimits();
  });

  /** A new operator with the sales role, signed in: its admin_session. */
  const loginAsSales = async () => {
    const salesEmail = `sales.${unique()}@safari.example`;
    await addOperator({ email: salesEmail, name: 'Sales Person', password: OPERATOR_PASSWORD, role: 'sales' }, db());
    return login(salesEmail);
  };

  return { seeded, db, call, login, loginAsSales, operator, email: operator.email, tokens };
}

export type AdminApi = ReturnType<typeof useAdminApi>;

/**
 * An admin route and a request that succeeds for a signed-in operator. `path` may make a fresh
 * thing to act on each time (an action that works once: close, confirm…). For a POST, `state`
 * reads what the request would change, so the CSRF test can show a refused one changed nothing.
 */
export type RouteCase = { name: string; method: string; path: () => string | Promise<string>; body?: unknown; ok: number; state?: (path: string) => Promise<unknown> };
/** `body` may be a function: a fresh body for each request (a new departure's date). */
const bodyOf = (body: unknown) => (typeof body === 'function' ? body() : body);

/**
 * The guard, route by route: 401 without credentials, with a traveller's token, an expired, a
 * logged-out and a disabled operator's session; the live session's answer (cookie or Bearer),
 * never cached nor indexed; and for every POST a 403 csrf without a same-site Origin that
 * changes nothing (no mail queued either).
 */
export function describeAdminGuard(api: AdminApi, cases: RouteCase[]) {
  const { call, login, db, tokens } = api;
  describe.each(cases)('$name', ({ method, path, body, ok }) => {
    const expect401 = async (auth: AdminAuth) => {
      const res = await call(method, await path(), auth, bodyOf(body));
      expect(res.status, res.text).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
      expect(res.headers['cache-control']).toBe('no-store');
    };
    it('refuses a request without credentials', () => expect401({}));
    it("refuses a traveller's valid session token, as Bearer and as the cookie", async () => {
      await expect401({ bearer: tokens.traveller });
      await expect401({ cookie: tokens.traveller });
    });
    it('refuses an expired operator session', () => expect401({ cookie: tokens.expired }));
    it('refuses a session that was logged out', async () => {
      const cookie = await login();
      expect((await call('POST', '/api/admin/logout', { cookie })).status).toBe(204);
      await expect401({ cookie });
    });
    it('refuses the session of a disabled operator', async () => {
      const other = `other.${unique()}@safari.example`;
      await addOperator({ email: other, name: 'Baraka Operator', password: OPERATOR_PASSWORD }, db());
      const cookie = await login(other);
      expect(await disableOperator(other, db())).toBe(true);
      await expect401({ cookie });
    });
    it('answers a live operator session (cookie or Bearer), not cached, not indexed', async () => {
      const res = await call(method, await path(), { cookie: await login() }, bodyOf(body));
      expect(res.status, res.text).toBe(ok);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect((await call(method, await path(), { bearer: await login() }, bodyOf(body))).status).toBe(ok);
    });
  });

  const posts = cases.filter((c) => c.method === 'POST');
  if (!posts.length) return;
  describe('CSRF: a change needs a same-site Origin', () => {
    const mailCount = async () => Number((await db().selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    it.each(posts)('$name: 403 without Origin or from another site, and nothing changes', async ({ path, body, state }) => {
      const cookie = await login();
      const target = await path();
      const before = [await state?.(target), await mailCount()];
      for (const auth of [{ cookie, origin: null }, { cookie, origin: 'https://evil.example' }, { cookie, origin: null, referer: 'http://localhost.evil.example/admin' }, { cookie, origin: 'null' }]) {
        const res = await call('POST', target, auth, bodyOf(body));
        expect(res.status, res.text).toBe(403);
        expect(res.json().error.code).toBe('csrf');
        expect(res.headers['cache-control']).toBe('no-store');
      }
      expect([await state?.(target), await mailCount()]).toEqual(before);
      // The session survived (a refused logout did not end it).
      expect((await call('GET', '/api/admin/me', { cookie })).status).toBe(200);
    });
  });
}
