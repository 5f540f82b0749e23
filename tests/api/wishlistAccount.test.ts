import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as signupRoute from '@/pages/api/auth/signup';
import * as loginRoute from '@/pages/api/auth/login';
import * as wishlistRoute from '@/pages/api/wishlist/index';
import previousTourSlugs from '@/server/db/seed/catalogue/previousTourSlugs.json';
import { TOURS } from '@/server/db/seed/catalogue/tours';
import { resetRateLimits } from '@/server/rateLimit/limiters';
import { translate, type Messages } from '@/lib/i18n/translate';
import deJson from '@/locales/de.json';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { confirmByMail } from '../helpers/signupByMail';

// The wishlist of a signed-in traveller: one list per account, the same from every device.

const de = deJson as unknown as Messages;
const EN_HOST = 'localhost:3000';
const DE_HOST = 'de.localhost:3000';
const previous = previousTourSlugs as Record<string, Record<string, string>>;
const ids = (from: number, count: number) => TOURS.slice(from, from + count).map((t) => t.id);
const PASSWORD = 'ngorongoro-crater-rim';

/** A string from the locale files as they are now; a missing key fails the test. */
function t(key: string, params?: Record<string, string | number>): string {
  const value = translate(de, key, params);
  expect(value, `locale key ${key}`).not.toBe(key);
  return value;
}

// Every request of this file comes from 127.0.0.1: generous sign-up and login limits.
const LIMITS = ['AUTH_SIGNUP_PER_IP', 'AUTH_SIGNUP_PER_ACCOUNT', 'AUTH_LOGIN_PER_IP', 'AUTH_LOGIN_PER_ACCOUNT', 'AUTH_LOGIN_PER_ACCOUNT_IP'];
beforeAll(() => {
  for (const name of LIMITS) process.env[name] = '1000';
  resetRateLimits();
});
afterAll(() => {
  for (const name of LIMITS) delete process.env[name];
  resetRateLimits();
});

describe.each(engines())('the account wishlist, /api/wishlist, on %s', (engine) => {
  const seeded = useSeededApi(engine, { '/api/auth/signup': signupRoute, '/api/auth/login': loginRoute, '/api/wishlist': wishlistRoute });

  const call = (method: string, { token, body, host = EN_HOST }: { token?: string; body?: unknown; host?: string } = {}) => {
    const json = body !== undefined ? JSON.stringify(body) : undefined;
    // Content-Length as browsers send it: Node frames a DELETE body by nothing else.
    const framing: Record<string, string> = json !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(json)) } : {};
    return seeded.api().request('/api/wishlist', { method, host, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...framing }, body: json });
  };
  const list = async (token: string) => {
    const res = await call('GET', { token });
    expect(res.status, res.text).toBe(200);
    return res.json().ids as string[];
  };
  const add = async (token: string, tourIds: string[], host = EN_HOST) => {
    const res = await call('POST', { token, body: { ids: tourIds }, host });
    expect(res.status, res.text).toBe(200);
    return res.json().ids as string[];
  };
  /** A new account; `token` is its first session (one device). */
  const signUp = async () => {
    const email = `neema.${randomBytes(5).toString('hex')}@example.com`;
    const res = await seeded.api().request('/api/auth/signup', {
      method: 'POST',
      host: EN_HOST,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Neema Lyimo', email, password: PASSWORD, passwordConfirmation: PASSWORD }),
    });
    expect(res.status, res.text).toBe(202);
    const session = await confirmByMail(email);
    return { email, token: session.token, userId: session.user.id };
  };
  /** Another device: a second session of the same account. */
  const logIn = async (email: string) => {
    const res = await seeded.api().request('/api/auth/login', { method: 'POST', host: EN_HOST, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    expect(res.status, res.text).toBe(200);
    return res.json().token as string;
  };

  it('answers 401 in the page language without a valid token, for every method, and stores nothing', async () => {
    const unknownToken = randomBytes(32).toString('base64url');
    for (const [method, body] of [['GET', undefined], ['POST', { ids: ids(0, 1) }], ['DELETE', { all: true }]] as const) {
      for (const token of [undefined, unknownToken]) {
        const res = await call(method, { token, body, host: DE_HOST });
        expect(res.status, `${method} ${token ? 'unknown token' : 'no token'}`).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer');
        expect(res.json()).toEqual({ error: { code: 'unauthorized', message: t('api.unauthorized') } });
      }
    }
    const rows = await seeded.db().db.selectFrom('wishlist_tours').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('starts empty, and merges what a browser sends: a union, in the order saved, each tour once; another device sees it', async () => {
    const { email, token } = await signUp();
    expect(await list(token)).toEqual([]);
    const [a, b, c, d] = ids(10, 4);
    expect(await add(token, [a, b])).toEqual([a, b]);
    // A second browser logs in with its own list: tours already saved keep their place, new ones follow.
    const phone = await logIn(email);
    expect(await add(phone, [c, a, c, d, b])).toEqual([a, b, c, d]);
    expect(await list(token)).toEqual([a, b, c, d]);
    // Nothing to add (a browser with an empty list logging in): the answer is the account's list.
    expect(await add(phone, [])).toEqual([a, b, c, d]);
  });

  it('keeps at most 50 tours: the account’s own first, new ones only while there is room; more than 50 at once is refused', async () => {
    const { token } = await signUp();
    const first = ids(20, 48);
    expect(await add(token, first)).toEqual(first);
    const more = ids(100, 5);
    const answer = await add(token, [first[0], ...more]);
    expect(answer).toHaveLength(50);
    expect(answer).toEqual([...first, more[0], more[1]]);

    const tooMany = await call('POST', { token, body: { ids: ids(150, 51) }, host: DE_HOST });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json().error.code).toBe('invalid_input');
    expect(tooMany.json().error.fields.ids).toBe(t('validation.tooBig', { max: 50 }));
    expect(await list(token)).toEqual(answer);
  });

  it('drops tours the catalogue does not have, follows an old slug to its tour, and refuses a malformed id with a message in the page language', async () => {
    const { token } = await signUp();
    const renamed = TOURS.find((tour) => previous.de[tour.id] && previous.de[tour.id] !== tour.id)!;
    const [a] = ids(30, 1);
    expect(await add(token, ['no-such-tour', a, previous.de[renamed.id]], DE_HOST)).toEqual([a, renamed.id]);

    for (const bad of [{ ids: ['<script>'] }, { ids: 'serengeti' }, {}]) {
      const res = await call('POST', { token, body: bad, host: DE_HOST });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.message).toBe(t('api.invalidInput'));
      expect(res.json().error.fields.ids).toBeTruthy();
    }
    expect(await list(token)).toEqual([a, renamed.id]);
  });

  it('removes one tour, then all of them, and leaves another traveller’s list as it was', async () => {
    const owner = await signUp();
    const other = await signUp();
    const [a, b, c] = ids(40, 3);
    await add(owner.token, [a, b, c]);
    await add(other.token, [b, c]);

    const one = await call('DELETE', { token: owner.token, body: { ids: [b] } });
    expect(one.status, one.text).toBe(200);
    expect(one.json().ids).toEqual([a, c]);
    expect(await list(owner.token)).toEqual([a, c]);
    // A tour that is not on the list: nothing to do, not an error.
    expect((await call('DELETE', { token: owner.token, body: { ids: ['no-such-tour'] } })).json().ids).toEqual([a, c]);

    const all = await call('DELETE', { token: owner.token, body: { all: true } });
    expect(all.status).toBe(200);
    expect(all.json().ids).toEqual([]);
    expect(await list(owner.token)).toEqual([]);
    expect(await list(other.token)).toEqual([b, c]);
  });

  it('clears nothing for a DELETE that names neither tours nor "all" (400 in the page language)', async () => {
    const { token } = await signUp();
    const [a] = ids(60, 1);
    await add(token, [a]);
    for (const body of [undefined, {}, { all: false }, { ids: [] }, { ids: [a], all: true }]) {
      const res = await call('DELETE', { token, body, host: DE_HOST });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
    }
    const res = await call('DELETE', { token, body: {}, host: DE_HOST });
    expect(res.json().error.fields.ids).toBe(t('validation.wishlistRemove'));
    expect(await list(token)).toEqual([a]);
  });

  it('forgets the list with the account (its rows go when the user is deleted)', async () => {
    const { token, userId } = await signUp();
    await add(token, ids(70, 2));
    const db = seeded.db().db;
    await db.deleteFrom('users').where('id', '=', userId).execute();
    expect(await db.selectFrom('wishlist_tours').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('answers 405 with Allow for another method', async () => {
    const res = await call('PUT', { body: { ids: [] } });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, POST, DELETE, HEAD');
  });
});
