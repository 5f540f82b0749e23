import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as loginRoute from '@/pages/api/admin/login';
import * as logoutRoute from '@/pages/api/admin/logout';
import * as meRoute from '@/pages/api/admin/me';
import { addOperator, disableOperator } from '@/server/admin/operatorService';
import { resetRateLimits } from '@/server/auth/rateLimits';
import { newToken, tokenHash } from '@/server/auth/tokens';
import type { Engine } from './testDb';
import { useSeededApi } from './seededApi';
import type { TestResponse } from './apiServer';

/** The back office's API under test: an operator, a traveller and an expired operator session, and calls as any of them. */

export const SITE = 'http://localhost:3000';
export const OPERATOR_PASSWORD = 'serengeti-migration-2026';
export const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
export const unique = () => randomBytes(4).toString('hex');
export const cookieOf = (res: TestResponse) => /admin_session=([^;]*)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1] ?? '';

const LIMIT_ENV = ['AUTH_ADMINLOGIN_PER_IP', 'AUTH_ADMINLOGIN_PER_ACCOUNT'];
/** Every request of a test file comes from 127.0.0.1: generous limits, except where a test sets its own. */
export function setAdminLoginLimits(limits: Record<string, number> = {}) {
  for (const name of LIMIT_ENV) process.env[name] = String(limits[name] ?? 1000);
  resetRateLimits();
}

/** For a test file: generous admin login limits while it runs, the defaults back after. */
export function useAdminLoginLimits() {
  beforeAll(() => setAdminLoginLimits());
  afterAll(() => {
    for (const name of LIMIT_ENV) delete process.env[name];
    resetRateLimits();
  });
}

export type Auth = { cookie?: string; bearer?: string; origin?: string | null; referer?: string };

/**
 * For a describe block on an engine: the given routes (plus login, logout and me) on a seeded
 * database, an operator who can log in, a traveller's live session token and an operator session
 * past its 12 hours. `call` sends a same-site Origin on anything but GET unless told otherwise.
 */
export function useAdminApi(engine: Engine, routes: Parameters<typeof useSeededApi>[1]) {
  const seeded = useSeededApi(engine, { '/api/admin/login': loginRoute, '/api/admin/logout': logoutRoute, '/api/admin/me': meRoute, ...routes });
  const db = () => seeded.db().db;
  const email = `ops.${unique()}@safari.example`;
  const tokens = { traveller: '', expired: '' };

  const call = (method: string, path: string, auth: Auth = {}, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (auth.cookie) headers.cookie = `admin_session=${auth.cookie}`;
    if (auth.bearer) headers.authorization = `Bearer ${auth.bearer}`;
    if (auth.origin !== null && method !== 'GET') headers.origin = auth.origin ?? SITE;
    if (auth.referer) headers.referer = auth.referer;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return seeded.api().request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  };
  const login = async (as = email, password = OPERATOR_PASSWORD) => {
    const res = await call('POST', '/api/admin/login', { origin: null }, { email: as, password });
    expect(res.status, res.text).toBe(200);
    return cookieOf(res);
  };

  beforeAll(async () => {
    await addOperator({ email: email.toUpperCase(), name: 'Neema Operator', password: OPERATOR_PASSWORD }, db());
    // A traveller with a live session of their own (the users' sessions table).
    tokens.traveller = newToken();
    const userId = unique();
    await db().insertInto('users').values({ id: userId, email: `t.${unique()}@example.com`, name: 'Tom Traveller', locale: 'en', password_hash: 'x', created_at: hoursAgo(1) }).execute();
    await db().insertInto('sessions').values({ token_hash: tokenHash(tokens.traveller), user_id: userId, created_at: hoursAgo(1), expires_at: hoursAgo(-24) }).execute();
    // An operator session past its 12 hours.
    tokens.expired = newToken();
    const op = await db().selectFrom('operators').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await db().insertInto('operator_sessions').values({ token_hash: tokenHash(tokens.expired), operator_id: op.id, created_at: hoursAgo(13), expires_at: hoursAgo(1), ended_at: null }).execute();
  });

  return { seeded, db, email, tokens, call, login };
}

export type AdminApi = ReturnType<typeof useAdminApi>;
/** `body` may be a function: a fresh body for each request (a new departure's date). */
export type RouteCase = { name: string; method: string; path: () => string; body?: unknown; ok: number };
const bodyOf = (body: unknown) => (typeof body === 'function' ? body() : body);

/** For each admin route: refused (401, not cached) without a live operator session of any kind; answered with one. */
export function describeOperatorOnly(admin: AdminApi, cases: RouteCase[]) {
  const { call, login, db, tokens } = admin;
  describe.each(cases)('$name', ({ method, path, body, ok }) => {
    const expect401 = async (auth: Auth) => {
      const res = await call(method, path(), auth, bodyOf(body));
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
      const res = await call(method, path(), { cookie: await login() }, bodyOf(body));
      expect(res.status, res.text).toBe(ok);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect((await call(method, path(), { bearer: await login() }, bodyOf(body))).status).toBe(ok);
    });
  });
}
