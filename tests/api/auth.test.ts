import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as signupRoute from '@/pages/api/auth/signup';
import * as confirmSignupRoute from '@/pages/api/auth/confirm-signup';
import * as loginRoute from '@/pages/api/auth/login';
import * as logoutRoute from '@/pages/api/auth/logout';
import * as forgotRoute from '@/pages/api/auth/forgot-password';
import * as resetRoute from '@/pages/api/auth/reset-password';
import * as changePasswordRoute from '@/pages/api/auth/change-password';
import * as userRoute from '@/pages/api/user';
import * as getProfileRoute from '@/pages/api/getProfile';
import * as updateProfileRoute from '@/pages/api/updateProfile';
import * as avatarRoute from '@/pages/api/avatar/[id]';
import * as handoffRoute from '@/pages/api/auth/handoff';
import * as redeemRoute from '@/pages/api/auth/handoff/redeem';
import { resetRateLimits } from '@/server/rateLimit/limiters';
import { tokenHash } from '@/server/auth/tokens';
import { purgeDeadAuth } from '@/server/auth/housekeeping';
import { translate, type Messages } from '@/lib/i18n/translate';
import deJson from '@/locales/de.json';
import enJson from '@/locales/en.json';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { signupMail } from '../helpers/signupByMail';
import { multipart } from '../helpers/multipartForm';

const de = deJson as unknown as Messages;
const en = enJson as unknown as Messages;
const EN_HOST = 'localhost:3000';
const DE_HOST = 'de.localhost:3000';

/** A string from the locale files as they are now; a missing key fails the test. */
function t(messages: Messages, key: string, params?: Record<string, string | number>): string {
  const value = translate(messages, key, params);
  expect(value, `locale key ${key}`).not.toBe(key);
  return value;
}

const ROUTES = {
  '/api/auth/signup': signupRoute,
  '/api/auth/confirm-signup': confirmSignupRoute,
  '/api/auth/login': loginRoute,
  '/api/auth/logout': logoutRoute,
  '/api/auth/forgot-password': forgotRoute,
  '/api/auth/reset-password': resetRoute,
  '/api/auth/change-password': changePasswordRoute,
  '/api/user': userRoute,
  '/api/getProfile': getProfileRoute,
  '/api/updateProfile': updateProfileRoute,
  '/api/avatar/[id]': avatarRoute,
  '/api/auth/handoff': handoffRoute,
  '/api/auth/handoff/redeem': redeemRoute,
};

const LIMIT_ENV = ['RATE_LIMIT_CHANGE_PASSWORD_PER_IP', 'RATE_LIMIT_HANDOFF_PER_IP', 'RATE_LIMIT_CONFIRM_SIGNUP_PER_IP', 'AUTH_LOGIN_PER_IP', 'AUTH_LOGIN_PER_ACCOUNT', 'AUTH_LOGIN_PER_ACCOUNT_IP', 'AUTH_SIGNUP_PER_IP', 'AUTH_SIGNUP_PER_ACCOUNT', 'AUTH_FORGOT_PER_IP', 'AUTH_FORGOT_PER_ACCOUNT'];
/** Every request of this file comes from 127.0.0.1: generous limits, except where a test sets its own. */
function setLimits(limits: Record<string, number> = {}) {
  for (const name of LIMIT_ENV) process.env[name] = String(limits[name] ?? 1000);
  resetRateLimits();
}

// Avatars are written under $DATA_DIR/avatars: a throwaway folder, not the checkout's data/.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-avatars-'));
const previousDataDir = process.env.DATA_DIR;
beforeAll(() => {
  process.env.DATA_DIR = dataDir;
});
afterAll(() => {
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  for (const name of LIMIT_ENV) delete process.env[name];
  resetRateLimits();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let counter = 0;
/** A person signing up, with an address no other test uses. */
function person(over: Record<string, string> = {}) {
  counter += 1;
  return { name: 'Amani Mushi', email: `Amani.Mushi.${counter}.${randomBytes(3).toString('hex')}@Example.com`, password: 'kilimanjaro-5895m', passwordConfirmation: 'kilimanjaro-5895m', ...over };
}

const jpeg = (width = 900, height = 600) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 150, b: 60 } } }).jpeg().toBuffer();

/** A multipart body as a browser's FormData sends it. */
describe.each(engines())('accounts API on %s', (engine) => {
  const seeded = useSeededApi(engine, ROUTES);
  const db = () => seeded.db().db;
  // The test's browser: the cookies answers set (the sign-up's, which its mailed link then finds).
  const jar = new Map<string, string>();
  beforeEach(() => {
    setLimits();
    jar.clear();
  });

  const post = async (p: string, body: unknown, { host = EN_HOST, token, browser = jar }: { host?: string; token?: string; browser?: Map<string, string> } = {}) => {
    const cookie = [...browser].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await seeded.api().request(p, {
      method: 'POST',
      host,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      browser.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  };
  const getUser = (token?: string, host = EN_HOST) => seeded.api().request('/api/user', { host, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const upload = async (token: string | undefined, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }, host = EN_HOST) => {
    const { body, contentType } = await multipart(fields, file);
    return seeded.api().request('/api/updateProfile', { method: 'POST', host, headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body });
  };
  /** Signs up, then follows the link in the mail as its reader would: the account opens and signs in. */
  const signUp = async (over: Record<string, string> = {}, host = EN_HOST) => {
    const p = person(over);
    const res = await post('/api/auth/signup', p, { host });
    expect(res.status, res.text).toBe(202);
    const confirmed = await post('/api/auth/confirm-signup', { token: (await signupMail(p.email, db())).token }, { host });
    expect(confirmed.status, confirmed.text).toBe(201);
    return { ...p, token: confirmed.json().token as string, user: confirmed.json().user };
  };
  /** The token of the reset link in the newest reset mail to an address. */
  const resetTokenFor = async (email: string) => {
    const mail = await db().selectFrom('outbox').selectAll().where('to_address', '=', email.toLowerCase()).where('kind', '=', 'account.passwordReset').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const link = /https?:\/\/\S+\/ForgotPassword\?token=([A-Za-z0-9_-]+)/.exec(mail.body);
    expect(link, mail.body).toBeTruthy();
    return { mail, token: link![1], url: link![0] };
  };

  describe('sign up, log in, log out', () => {
    it('opens an account from the mailed link only: 202 first, then 201 with a token and the user; the email is lower-cased, the password and tokens are stored only hashed', async () => {
      const p = person();
      const res = await post('/api/auth/signup', p, { host: DE_HOST });
      expect(res.status, res.text).toBe(202);
      expect(res.json()).toEqual({ accepted: true });
      // Nothing opens before the link is followed: no account, no way to log in.
      expect(await db().selectFrom('users').select('id').where('email', '=', p.email.toLowerCase()).execute()).toHaveLength(0);
      // Walked on 30 Nov: the right password before the link said "the email or password is not
      // correct". It now says to open the mail (403); a wrong one still gets the same 401 as ever.
      const early = await post('/api/auth/login', { email: p.email, password: p.password }, { host: DE_HOST });
      expect(early.status).toBe(403);
      expect(early.json().error).toMatchObject({ code: 'signup_unconfirmed', message: t(de, 'api.signupUnconfirmed') });
      expect((await post('/api/auth/login', { email: p.email, password: 'not-the-password-1' })).status).toBe(401);

      // The mail: to the typed address, in the page's language, with a link to that domain that works for 24 hours.
      const { mail, token: linkToken, url } = await signupMail(p.email, db());
      expect(mail.locale).toBe('de');
      expect(mail.subject).toBe(t(de, 'mail.signupConfirm.subject'));
      expect(mail.body).toContain(t(de, 'mail.greeting', { name: p.name }));
      expect(mail.body).toContain(t(de, 'mail.signupConfirm.expiry', { hours: 24 }));
      expect(url).toBe(`http://de.localhost:3000/Signup?confirm=${linkToken}`);
      const pending = await db().selectFrom('pending_signups').selectAll().where('email', '=', p.email.toLowerCase()).executeTakeFirstOrThrow();
      expect(pending.token_hash).toBe(tokenHash(linkToken));
      expect(pending.password_hash).not.toContain(p.password);
      expect(Date.parse(pending.expires_at) - Date.parse(pending.created_at)).toBe(24 * 3_600_000);

      const opened = await post('/api/auth/confirm-signup', { token: linkToken }, { host: DE_HOST });
      expect(opened.status, opened.text).toBe(201);
      const { token, user } = opened.json();
      expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(user).toMatchObject({ name: p.name, email: p.email.toLowerCase(), phone: '', country: '', avatar: null, locale: 'de' });
      expect(JSON.stringify(opened.json())).not.toMatch(/password|hash/i);

      const row = await db().selectFrom('users').selectAll().where('email', '=', p.email.toLowerCase()).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
      expect(row.password_hash).not.toContain(p.password);
      const sessions = await db().selectFrom('sessions').selectAll().where('user_id', '=', row.id).execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0].token_hash).toBe(tokenHash(token));
      expect(sessions[0].token_hash).not.toContain(token);
      // The password typed at sign-up is the account's.
      expect((await post('/api/auth/login', { email: p.email, password: p.password })).status).toBe(200);

      // The link works once.
      const again = await post('/api/auth/confirm-signup', { token: linkToken }, { host: DE_HOST });
      expect(again.status).toBe(400);
      expect(again.json().error).toEqual({ code: 'invalid_signup_link', message: t(de, 'api.signupLinkInvalid'), fields: { token: t(de, 'validation.signupLink') } });

      // Same password, another account: another salt, so another hash.
      const twin = await signUp({ password: p.password, passwordConfirmation: p.password });
      const twinRow = await db().selectFrom('users').select('password_hash').where('id', '=', twin.user.id).executeTakeFirstOrThrow();
      expect(twinRow.password_hash).not.toBe(row.password_hash);

      const me = await getUser(token);
      expect(me.status).toBe(200);
      expect(me.json().user).toEqual(user);
    });

    it('answers a sign-up with an address that has an account exactly as for a new one, and tells the owner by mail in their language', async () => {
      const owner = await signUp({}, DE_HOST);
      const stranger = person({ email: owner.email.toUpperCase(), name: 'Someone Else', password: 'another-password-1', passwordConfirmation: 'another-password-1' });
      const known = await post('/api/auth/signup', stranger);
      const fresh = await post('/api/auth/signup', person());
      expect(known.status).toBe(fresh.status);
      expect(known.status).toBe(202);
      expect(known.text).toBe(fresh.text);
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

      // The owner's account is untouched: still one, old password works, the new one does not.
      expect(await db().selectFrom('users').select('id').where('email', '=', owner.email.toLowerCase()).execute()).toHaveLength(1);
      expect((await post('/api/auth/login', { email: owner.email, password: owner.password })).status).toBe(200);
      expect((await post('/api/auth/login', { email: owner.email, password: stranger.password })).status).toBe(401);
      expect(await db().selectFrom('pending_signups').select('token_hash').where('email', '=', owner.email.toLowerCase()).where('used_at', 'is', null).execute()).toHaveLength(0);

      // The owner learns of it, in the account's language (German), with the ways back in; no link opens anything.
      const mail = await db().selectFrom('outbox').selectAll().where('to_address', '=', owner.email.toLowerCase()).where('kind', '=', 'account.signupExisting').executeTakeFirstOrThrow();
      expect(mail.locale).toBe('de');
      expect(mail.subject).toBe(t(de, 'mail.signupExisting.subject'));
      expect(mail.body).toContain(t(de, 'mail.greeting', { name: owner.name }));
      expect(mail.body).toContain(t(de, 'mail.signupExisting.intro'));
      expect(mail.body).toContain('http://de.localhost:3000/Login');
      expect(mail.body).toContain('http://de.localhost:3000/ForgotPassword');
      expect(mail.body).not.toContain('Someone Else');
      expect(mail.body).not.toMatch(/confirm=/);
    });

    it('refuses an unknown, an expired and a malformed link, and opens nothing; of two sign-ups of one address only the newer link opens it, with the newer details', async () => {
      const unknown = await post('/api/auth/confirm-signup', { token: randomBytes(32).toString('base64url') });
      expect(unknown.status).toBe(400);
      expect(unknown.json().error.code).toBe('invalid_signup_link');
      expect(unknown.json().error.message).toBe(t(en, 'api.signupLinkInvalid'));
      const malformed = await post('/api/auth/confirm-signup', { token: 'x' }, { host: DE_HOST });
      expect(malformed.status).toBe(400);
      expect(malformed.json().error.fields.token).toBe(t(de, 'validation.signupLink'));

      const late = person();
      expect((await post('/api/auth/signup', late)).status).toBe(202);
      const { token: lateToken } = await signupMail(late.email, db());
      await db().updateTable('pending_signups').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', tokenHash(lateToken)).execute();
      expect((await post('/api/auth/confirm-signup', { token: lateToken })).status).toBe(400);
      expect(await db().selectFrom('users').select('id').where('email', '=', late.email.toLowerCase()).execute()).toHaveLength(0);

      const twice = person();
      expect((await post('/api/auth/signup', twice)).status).toBe(202);
      const first = (await signupMail(twice.email, db())).token;
      await new Promise((r) => setTimeout(r, 5));
      const newer = 'a second secret phrase';
      expect((await post('/api/auth/signup', { ...twice, name: 'Second Try', password: newer, passwordConfirmation: newer })).status).toBe(202);
      const second = (await signupMail(twice.email, db())).token;
      expect(second).not.toBe(first);
      // Walked on 30 Nov: the older link opened the account with the older name and password, and
      // then the newer link was "no longer valid". Signing up again replaces the sign-up before.
      const stale = await post('/api/auth/confirm-signup', { token: first });
      expect(stale.status).toBe(400);
      expect(stale.json().error.code).toBe('invalid_signup_link');
      expect((await post('/api/auth/confirm-signup', { token: second })).status).toBe(201);
      const rows = await db().selectFrom('users').select('name').where('email', '=', twice.email.toLowerCase()).execute();
      expect(rows).toEqual([{ name: 'Second Try' }]);
      expect((await post('/api/auth/login', { email: twice.email, password: newer })).status).toBe(200);
    });

    it('walked: a link opened in another browser than the one that signed up asks for the password chosen then, so a stranger who signs up with someone’s address cannot have them open it', async () => {
      // A traveller booked as a guest; a stranger signs up with her address and a password of his.
      const owner = person({ name: 'Neema Lyimo' });
      const stranger = new Map<string, string>();
      expect((await post('/api/auth/signup', { ...owner, name: 'Mallory', password: 'strangers-secret-77', passwordConfirmation: 'strangers-secret-77' }, { browser: stranger })).status).toBe(202);
      const { token: link } = await signupMail(owner.email, db());

      // She opens the mail's link in her own browser: asked for the password, in the page's language; nothing opens.
      const asked = await post('/api/auth/confirm-signup', { token: link }, { host: DE_HOST });
      expect(asked.status).toBe(403);
      expect(asked.json().error).toEqual({ code: 'signup_password_needed', message: t(de, 'api.signupPasswordNeeded'), fields: { password: t(de, 'validation.signupPasswordNeeded') } });
      const guess = await post('/api/auth/confirm-signup', { token: link, password: 'her-own-password-1' }, { host: DE_HOST });
      expect(guess.status).toBe(403);
      expect(guess.json().error).toMatchObject({ code: 'signup_password_wrong', fields: { password: t(de, 'validation.signupPasswordWrong') } });
      expect(await db().selectFrom('users').select('id').where('email', '=', owner.email.toLowerCase()).execute()).toHaveLength(0);
      expect((await post('/api/auth/login', { email: owner.email, password: 'strangers-secret-77' })).status).toBe(403);

      // Her own sign-up replaces his; its link opens at one click in her browser, and his password opens nothing.
      expect((await post('/api/auth/signup', owner)).status).toBe(202);
      expect((await post('/api/auth/confirm-signup', { token: link })).status).toBe(400);
      const opened = await post('/api/auth/confirm-signup', { token: (await signupMail(owner.email, db())).token });
      expect(opened.status, opened.text).toBe(201);
      expect(opened.json().user.name).toBe('Neema Lyimo');
      expect((await post('/api/auth/login', { email: owner.email, password: 'strangers-secret-77' })).status).toBe(401);
    });

    it('a link opened on another device opens the account with the password chosen at sign-up; the wrong one leaves the link working', async () => {
      const p = person();
      expect((await post('/api/auth/signup', p)).status).toBe(202);
      const { token: link } = await signupMail(p.email, db());
      const phone = new Map<string, string>();
      expect((await post('/api/auth/confirm-signup', { token: link, password: 'not-the-one-123' }, { browser: phone })).status).toBe(403);
      const opened = await post('/api/auth/confirm-signup', { token: link, password: p.password }, { browser: phone });
      expect(opened.status, opened.text).toBe(201);
      expect(opened.json().user.email).toBe(p.email.toLowerCase());
      // The sign-up's cookie is for the confirmation only, unreadable by scripts, and lives as long as the link.
      const set = [(await post('/api/auth/signup', person())).headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('signup_browser='))!;
      expect(set).toMatch(/; Path=\/api\/auth\/confirm-signup; Max-Age=86400; HttpOnly; SameSite=Strict$/);
    });

    it('carries the page the sign-up came from through the mail, and only a path of this site', async () => {
      const p = person();
      expect((await post('/api/auth/signup', { ...p, next: '/Affiliate' })).status).toBe(202);
      const opened = await post('/api/auth/confirm-signup', { token: (await signupMail(p.email, db())).token });
      expect(opened.json().next).toBe('/Affiliate');
      for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
        const res = await post('/api/auth/signup', { ...person(), next });
        expect(res.status, next).toBe(400);
        expect(Object.keys(res.json().error.fields), next).toEqual(['next']);
      }
    });

    it('refuses mismatched or short passwords with a message per field in the site language, and writes nothing', async () => {
      const before = await db().selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const res = await post('/api/auth/signup', person({ password: 'short', passwordConfirmation: 'different' }), { host: DE_HOST });
      expect(res.status).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('invalid_input');
      expect(error.fields.password).toBe(t(de, 'validation.tooShort', { min: 10 }));
      expect(error.fields.passwordConfirmation).toBe(t(de, 'validation.passwordMismatch'));
      const after = await db().selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('refuses a password a guesser tries first (a common one, a keyboard run, the person\'s own name or address, the site\'s name) in the site language; nothing is stored or mailed', async () => {
      const count = async (table: 'users' | 'pending_signups' | 'outbox') => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const before = { users: await count('users'), pending: await count('pending_signups'), mails: await count('outbox') };
      for (const password of ['password1234', 'qwertyuiop', '1234567890', 'AmaniMushi1', 'twigatrails1']) {
        const p = person({ password, passwordConfirmation: password });
        const res = await post('/api/auth/signup', p, { host: DE_HOST });
        expect(res.status, password).toBe(400);
        expect(res.json().error.fields.password, password).toBe(t(de, 'validation.passwordGuessable'));
      }
      // The address itself, as typed into the field above.
      const own = person();
      const mine = await post('/api/auth/signup', { ...own, password: own.email, passwordConfirmation: own.email });
      expect(mine.status, mine.text).toBe(400);
      expect(mine.json().error.fields.password).toBe(t(en, 'validation.passwordGuessable'));
      expect({ users: await count('users'), pending: await count('pending_signups'), mails: await count('outbox') }).toEqual(before);
      // A phrase of a few words is taken.
      expect((await post('/api/auth/signup', person({ password: 'baobab under the rain', passwordConfirmation: 'baobab under the rain' }))).status).toBe(202);
    });

    it('logs in with the right password (any casing of the email); a wrong password and an unknown email get the same 401', async () => {
      const p = await signUp();
      const ok = await post('/api/auth/login', { email: p.email.toUpperCase(), password: p.password });
      expect(ok.status, ok.text).toBe(200);
      expect(ok.json().user.id).toBe(p.user.id);
      expect(ok.json().token).not.toBe(p.token);
      expect((await getUser(ok.json().token)).json().user.email).toBe(p.email.toLowerCase());

      const wrong = await post('/api/auth/login', { email: p.email, password: 'not-my-password' }, { host: DE_HOST });
      const unknown = await post('/api/auth/login', { email: `nobody.${randomBytes(4).toString('hex')}@example.com`, password: 'not-my-password' }, { host: DE_HOST });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().error).toEqual({ code: 'invalid_credentials', message: t(de, 'api.invalidCredentials') });
      expect(wrong.json()).not.toHaveProperty('token');
    });

    it('logout ends that session only (204); the token is then refused', async () => {
      const p = await signUp();
      const other = (await post('/api/auth/login', { email: p.email, password: p.password })).json().token;
      const out = await post('/api/auth/logout', {}, { token: p.token });
      expect(out.status).toBe(204);
      expect(out.text).toBe('');
      expect((await getUser(p.token)).status).toBe(401);
      expect((await getUser(other)).status).toBe(200);
      expect((await post('/api/auth/logout', {}, { token: p.token })).status).toBe(401);
    });

    it('answers 405 with Allow for a method the route does not take', async () => {
      const res = await seeded.api().request('/api/auth/login', { method: 'GET' });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('POST');
    });
  });

  describe('another language\'s domain', () => {
    it('carries a session there with a one-time code: a session of its own for the same account; the code works once, for a minute, and only its hash is kept', async () => {
      const p = await signUp();
      // Nothing to carry: no code. A session that ended: 401.
      expect((await post('/api/auth/handoff', null)).status).toBe(204);
      expect((await post('/api/auth/handoff', null, { token: 'x'.repeat(43) })).status).toBe(401);
      const started = await post('/api/auth/handoff', null, { token: p.token });
      expect(started.status, started.text).toBe(201);
      const { code } = started.json();
      expect(code).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const stored = await db().selectFrom('session_handoffs').selectAll().where('code_hash', '=', tokenHash(code)).executeTakeFirstOrThrow();
      expect(JSON.stringify(stored)).not.toContain(code);
      expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(60_000);

      const opened = await post('/api/auth/handoff/redeem', { code }, { host: DE_HOST });
      expect(opened.status, opened.text).toBe(201);
      expect(opened.json().token).not.toBe(p.token);
      expect(opened.headers['set-cookie']).toBeUndefined();
      expect(opened.json().user).toMatchObject({ email: p.email.toLowerCase(), name: p.name });
      expect((await getUser(opened.json().token, DE_HOST)).json().user.email).toBe(p.email.toLowerCase());
      // Both sessions live on: one per domain.
      expect((await getUser(p.token)).status).toBe(200);

      const again = await post('/api/auth/handoff/redeem', { code }, { host: DE_HOST });
      expect(again.status).toBe(400);
      expect(again.json().error).toEqual({ code: 'invalid_handoff', message: t(de, 'api.handoffInvalid') });

      const late = (await post('/api/auth/handoff', null, { token: p.token })).json().code;
      await db().updateTable('session_handoffs').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('code_hash', '=', tokenHash(late)).execute();
      expect((await post('/api/auth/handoff/redeem', { code: late })).json().error.code).toBe('invalid_handoff');
      expect((await post('/api/auth/handoff/redeem', { code: 'x' })).status).toBe(400);
      const expired = (await post('/api/auth/handoff', null, { token: p.token })).json().code;
      await db().updateTable('session_handoffs').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('code_hash', '=', tokenHash(expired)).execute();
      await purgeDeadAuth(db());
      expect(await db().selectFrom('session_handoffs').select('code_hash').where('code_hash', 'in', [tokenHash(late), tokenHash(expired)]).execute()).toEqual([]);
    });
  });

  describe('another language\'s domain, for a visitor who came through an affiliate link', () => {
    it('carries the link\'s attribution with a code, signed in or not: the other domain sets its own cookie', async () => {
      const started = await seeded.api().request('/api/auth/handoff', { method: 'POST', host: EN_HOST, headers: { cookie: 'affiliate_ref=k7mq2xpa' } });
      expect(started.status, started.text).toBe(201);
      const opened = await post('/api/auth/handoff/redeem', { code: started.json().code }, { host: DE_HOST });
      expect(opened.status, opened.text).toBe(201);
      expect(opened.json()).toEqual({});
      expect(String(opened.headers['set-cookie'])).toMatch(/^affiliate_ref=k7mq2xpa; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
      // A cookie that is no link's slug is not carried.
      expect((await seeded.api().request('/api/auth/handoff', { method: 'POST', host: EN_HOST, headers: { cookie: 'affiliate_ref=<script>' } })).status).toBe(204);
    });
  });

  describe('GET /api/user', () => {
    it('answers 401 JSON in the site language without a token, with a wrong one and with an expired one', async () => {
      const p = await signUp();
      const missing = await getUser(undefined, DE_HOST);
      expect(missing.status).toBe(401);
      expect(missing.headers['www-authenticate']).toBe('Bearer');
      expect(missing.json().error).toEqual({ code: 'unauthorized', message: t(de, 'api.unauthorized') });

      const wrong = await getUser(randomBytes(32).toString('base64url'));
      expect(wrong.status).toBe(401);
      expect(wrong.json().error.code).toBe('unauthorized');
      const garbage = await seeded.api().request('/api/user', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
      expect(garbage.status).toBe(401);

      expect((await getUser(p.token)).status).toBe(200);
      await db().updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', tokenHash(p.token)).execute();
      const expired = await getUser(p.token);
      expect(expired.status).toBe(401);
      expect(expired.json().error.code).toBe('unauthorized');
    });
  });

  describe('forgotten password', () => {
    it('answers 202 the same whether or not the email has an account; only an account gets a mail, in its language, to that domain', async () => {
      const p = await signUp({}, DE_HOST);
      const known = await post('/api/auth/forgot-password', { email: p.email.toUpperCase() }, { host: EN_HOST });
      const stranger = `nobody.${randomBytes(4).toString('hex')}@example.com`;
      const unknown = await post('/api/auth/forgot-password', { email: stranger }, { host: EN_HOST });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(known.json()).toEqual(unknown.json());
      expect(await db().selectFrom('outbox').select('id').where('to_address', '=', stranger).execute()).toHaveLength(0);

      // Asked on the English site, but the account was opened in German: the mail is German.
      const { mail, token, url } = await resetTokenFor(p.email);
      expect(mail.locale).toBe('de');
      expect(mail.subject).toBe(t(de, 'mail.passwordReset.subject'));
      expect(mail.body).toContain(t(de, 'mail.greeting', { name: p.name }));
      expect(mail.body).toContain(t(de, 'mail.passwordReset.expiry', { minutes: 60 }));
      expect(url).toBe(`http://de.localhost:3000/ForgotPassword?token=${token}`);
      const stored = await db().selectFrom('password_resets').selectAll().where('user_id', '=', p.user.id).executeTakeFirstOrThrow();
      expect(stored.token_hash).toBe(tokenHash(token));
      const minutes = (Date.parse(stored.expires_at) - Date.parse(stored.created_at)) / 60_000;
      expect(minutes).toBe(60);
    });

    it('resets the password once: every session ends, the new password works, the old one and a reused link do not', async () => {
      const p = await signUp();
      const second = (await post('/api/auth/login', { email: p.email, password: p.password })).json().token;
      await post('/api/auth/forgot-password', { email: p.email });
      const { token } = await resetTokenFor(p.email);

      const res = await post('/api/auth/reset-password', { token, password: 'serengeti-migration', passwordConfirmation: 'serengeti-migration' });
      expect(res.status, res.text).toBe(200);
      expect((await getUser(p.token)).status).toBe(401);
      expect((await getUser(second)).status).toBe(401);
      expect((await post('/api/auth/login', { email: p.email, password: p.password })).status).toBe(401);
      expect((await post('/api/auth/login', { email: p.email, password: 'serengeti-migration' })).status).toBe(200);
      // Walked on 30 Nov: no word to the owner after the change. One mail says so, with the way back in.
      const changed = await db().selectFrom('outbox').selectAll().where('to_address', '=', p.email.toLowerCase()).where('kind', '=', 'account.passwordChanged').execute();
      expect(changed).toHaveLength(1);
      expect(changed[0]!.subject).toBe(t(en, 'mail.passwordChanged.subject'));
      expect(changed[0]!.body).toContain(`${t(en, 'mail.passwordChanged.notYou')}\nhttp://localhost:3000/ForgotPassword`);

      const again = await post('/api/auth/reset-password', { token, password: 'another-password-1', passwordConfirmation: 'another-password-1' }, { host: DE_HOST });
      expect(again.status).toBe(400);
      expect(again.json().error.code).toBe('invalid_reset_link');
      expect(again.json().error.message).toBe(t(de, 'api.resetLinkInvalid'));
      expect((await post('/api/auth/login', { email: p.email, password: 'another-password-1' })).status).toBe(401);
    });

    it('refuses a guessable new password without using up the link: a better one then works from the same link', async () => {
      const p = await signUp();
      await post('/api/auth/forgot-password', { email: p.email });
      const { token } = await resetTokenFor(p.email);
      const weak = await post('/api/auth/reset-password', { token, password: 'password2026', passwordConfirmation: 'password2026' }, { host: DE_HOST });
      expect(weak.status).toBe(400);
      expect(weak.json().error.fields.password).toBe(t(de, 'validation.passwordGuessable'));
      expect((await post('/api/auth/login', { email: p.email, password: 'password2026' })).status).toBe(401);
      expect((await getUser(p.token)).status).toBe(200);
      const better = await post('/api/auth/reset-password', { token, password: 'acacia-at-dusk-42', passwordConfirmation: 'acacia-at-dusk-42' });
      expect(better.status, better.text).toBe(200);
      expect((await post('/api/auth/login', { email: p.email, password: 'acacia-at-dusk-42' })).status).toBe(200);
    });

    it('tells the page whether a link is still good before any password is typed, without using it up', async () => {
      const p = await signUp();
      await post('/api/auth/forgot-password', { email: p.email });
      const { token } = await resetTokenFor(p.email);
      const check = (tok: string) => seeded.api().request(`/api/auth/reset-password?token=${tok}`, { host: DE_HOST });

      const fresh = await check(token);
      expect(fresh.status, fresh.text).toBe(200);
      expect(fresh.json()).toEqual({ valid: true });
      expect((await check(token)).status).toBe(200); // asking twice changes nothing
      const body = { token, password: 'serengeti-migration', passwordConfirmation: 'serengeti-migration' };
      expect((await post('/api/auth/reset-password', body)).status).toBe(200);

      const used = await check(token);
      expect(used.status).toBe(400);
      expect(used.json().error).toEqual({ code: 'invalid_reset_link', message: t(de, 'api.resetLinkInvalid'), fields: { token: t(de, 'validation.resetLink') } });
      expect((await check(randomBytes(32).toString('base64url'))).status).toBe(400);
    });

    it('refuses an expired link, an unknown one, and an older link once a newer one was used', async () => {
      const p = await signUp();
      await post('/api/auth/forgot-password', { email: p.email });
      const { token: expired } = await resetTokenFor(p.email);
      await db().updateTable('password_resets').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', tokenHash(expired)).execute();
      const body = (token: string) => ({ token, password: 'ngorongoro-crater', passwordConfirmation: 'ngorongoro-crater' });
      const res = await post('/api/auth/reset-password', body(expired));
      expect(res.status).toBe(400);
      expect(res.json().error.code).toBe('invalid_reset_link');
      expect((await post('/api/auth/reset-password', body(randomBytes(32).toString('base64url')))).status).toBe(400);
      expect((await getUser(p.token)).status).toBe(200); // nothing changed

      // Two links asked for; the newer is used; the older then no longer works.
      await post('/api/auth/forgot-password', { email: p.email });
      const { token: older } = await resetTokenFor(p.email);
      await new Promise((r) => setTimeout(r, 5)); // distinct created_at for "newest"
      await post('/api/auth/forgot-password', { email: p.email });
      const { token: newer } = await resetTokenFor(p.email);
      expect(newer).not.toBe(older);
      expect((await post('/api/auth/reset-password', body(newer))).status).toBe(200);
      expect((await post('/api/auth/reset-password', body(older))).status).toBe(400);
    });
  });

  describe('changing the password from the profile (walked on 30 Nov: a signed-in traveller had no way to)', () => {
    const change = (token: string | undefined, body: Record<string, string>, host = EN_HOST) => post('/api/auth/change-password', body, { token, host });

    it('needs the current password: this session stays, every other ends, the new password works, and the owner is told by mail in their language', async () => {
      const p = await signUp({}, DE_HOST);
      const other = (await post('/api/auth/login', { email: p.email, password: p.password }, { browser: new Map() })).json().token;
      const res = await change(p.token, { currentPassword: p.password, password: 'ngorongoro-crater-rim', passwordConfirmation: 'ngorongoro-crater-rim' }, DE_HOST);
      expect(res.status, res.text).toBe(200);
      expect((await getUser(p.token)).status).toBe(200);
      expect((await getUser(other)).status).toBe(401);
      expect((await post('/api/auth/login', { email: p.email, password: p.password })).status).toBe(401);
      expect((await post('/api/auth/login', { email: p.email, password: 'ngorongoro-crater-rim' })).status).toBe(200);
      const mails = await db().selectFrom('outbox').selectAll().where('to_address', '=', p.email.toLowerCase()).where('kind', '=', 'account.passwordChanged').execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(t(de, 'mail.passwordChanged.subject'));
      expect(mails[0]!.body).toContain(t(de, 'mail.passwordChanged.introProfile'));
      expect(mails[0]!.body).toContain(`${t(de, 'mail.passwordChanged.notYou')}\nhttp://de.localhost:3000/ForgotPassword`);
    });

    it('refuses a wrong current password, a mismatch, the same password again and a guessable one, each with its message in the site language, and changes nothing', async () => {
      const p = await signUp();
      const cases: [Record<string, string>, string, string][] = [
        [{ currentPassword: 'not-my-password', password: 'ngorongoro-crater-rim', passwordConfirmation: 'ngorongoro-crater-rim' }, 'currentPassword', 'validation.currentPasswordWrong'],
        [{ currentPassword: p.password, password: 'ngorongoro-crater-rim', passwordConfirmation: 'ngorongoro-crater' }, 'passwordConfirmation', 'validation.passwordMismatch'],
        [{ currentPassword: p.password, password: p.password, passwordConfirmation: p.password }, 'password', 'validation.passwordSame'],
        [{ currentPassword: p.password, password: 'password123456', passwordConfirmation: 'password123456' }, 'password', 'validation.passwordGuessable'],
      ];
      for (const [body, field, key] of cases) {
        const res = await change(p.token, body, DE_HOST);
        expect(res.status, res.text).toBe(400);
        expect(res.json().error.fields[field]).toBe(t(de, key));
      }
      expect((await post('/api/auth/login', { email: p.email, password: p.password })).status).toBe(200);
      expect(await db().selectFrom('outbox').selectAll().where('to_address', '=', p.email.toLowerCase()).where('kind', '=', 'account.passwordChanged').execute()).toHaveLength(0);
      expect((await change(undefined, { currentPassword: p.password, password: 'ngorongoro-crater-rim', passwordConfirmation: 'ngorongoro-crater-rim' })).status).toBe(401);
    });

    it('counts wrong current passwords as failed logins: a stolen session cannot guess its way to the password', async () => {
      setLimits({ AUTH_LOGIN_PER_ACCOUNT_IP: 3 });
      const p = await signUp();
      for (let i = 0; i < 3; i++) expect((await change(p.token, { currentPassword: `guess-${i}-wrong`, password: 'ngorongoro-crater-rim', passwordConfirmation: 'ngorongoro-crater-rim' })).status).toBe(400);
      const locked = await change(p.token, { currentPassword: p.password, password: 'ngorongoro-crater-rim', passwordConfirmation: 'ngorongoro-crater-rim' }, DE_HOST);
      expect(locked.status).toBe(429);
      expect(locked.json().error.message).toBe(t(de, 'api.loginLocked', { minutes: 15 }));
      // Nothing was changed: once the wait is over, the old password is the one that works.
      setLimits();
      expect((await post('/api/auth/login', { email: p.email, password: 'ngorongoro-crater-rim' })).status).toBe(401);
      expect((await post('/api/auth/login', { email: p.email, password: p.password })).status).toBe(200);
    });
  });

  describe('housekeeping', () => {
    it('clears sessions that can no longer sign in and expired reset links, and keeps the live ones working', async () => {
      const p = await signUp();
      const ended = (await post('/api/auth/login', { email: p.email, password: p.password })).json().token as string;
      const stale = (await post('/api/auth/login', { email: p.email, password: p.password })).json().token as string;
      expect((await post('/api/auth/logout', null, { token: ended })).status).toBe(204);
      await db().updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', tokenHash(stale)).execute();
      await post('/api/auth/forgot-password', { email: p.email });
      const { token: oldLink } = await resetTokenFor(p.email);
      await db().updateTable('password_resets').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', tokenHash(oldLink)).execute();
      await new Promise((r) => setTimeout(r, 5));
      await post('/api/auth/forgot-password', { email: p.email });
      const { token: liveLink } = await resetTokenFor(p.email);

      await purgeDeadAuth(db());

      const sessions = (await db().selectFrom('sessions').select('token_hash').where('user_id', '=', p.user.id).execute()).map((r) => r.token_hash);
      expect(sessions).toEqual([tokenHash(p.token)]);
      const resets = (await db().selectFrom('password_resets').select('token_hash').where('user_id', '=', p.user.id).execute()).map((r) => r.token_hash);
      expect(resets).toEqual([tokenHash(liveLink)]);
      expect((await getUser(p.token)).status).toBe(200);
      const res = await post('/api/auth/reset-password', { token: liveLink, password: 'lake-manyara-trees', passwordConfirmation: 'lake-manyara-trees' });
      expect(res.status, res.text).toBe(200);
    });

    it('forgets sign-up links past their day, and a live one still opens its account', async () => {
      const gone = person();
      const live = person();
      for (const p of [gone, live]) expect((await post('/api/auth/signup', p)).status).toBe(202);
      const { token: goneLink } = await signupMail(gone.email, db());
      const { token: liveLink } = await signupMail(live.email, db());
      await db().updateTable('pending_signups').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', tokenHash(goneLink)).execute();

      await purgeDeadAuth(db());

      const left = (await db().selectFrom('pending_signups').select('token_hash').where('token_hash', 'in', [tokenHash(goneLink), tokenHash(liveLink)]).execute()).map((r) => r.token_hash);
      expect(left).toEqual([tokenHash(liveLink)]);
      expect((await post('/api/auth/confirm-signup', { token: liveLink })).status).toBe(201);
    });
  });

  describe('profile', () => {
    it('getProfile answers one own profile (phone, name, country, avatar) and never another user’s', async () => {
      const me = await signUp();
      const them = await signUp({ name: 'Neema Kimaro' });
      const own = await post('/api/getProfile', { user: me.user.id }, { token: me.token });
      expect(own.status).toBe(200);
      expect(own.json().user).toMatchObject({ id: me.user.id, name: me.name, phone: '', country: '', avatar: null });
      expect((await post('/api/getProfile', {}, { token: me.token })).json().user.id).toBe(me.user.id);

      for (const user of [them.user.id, them.email, `nobody.${randomBytes(3).toString('hex')}@example.com`]) {
        const res = await post('/api/getProfile', { user }, { token: me.token, host: DE_HOST });
        expect(res.status).toBe(403);
        expect(res.json().error).toEqual({ code: 'forbidden', message: t(de, 'api.forbidden') });
        expect(res.text).not.toContain('Neema');
      }
      expect((await post('/api/getProfile', { user: me.user.id })).status).toBe(401);
    });

    it('updateProfile stores the fields and a re-encoded 256 px WebP avatar served from a URL without the email', async () => {
      const me = await signUp();
      const res = await upload(me.token, { name: 'Amani J. Mushi', phone: '+255 754 000 111', country: 'TZ', title: 'Dr', countryOfResidence: 'KE' }, { name: 'me.jpg', type: 'image/jpeg', bytes: await jpeg() });
      expect(res.status, res.text).toBe(200);
      const { user } = res.json();
      expect(user).toMatchObject({ name: 'Amani J. Mushi', phone: '+255 754 000 111', country: 'TZ', title: 'Dr', countryOfResidence: 'KE' });
      expect(user.avatar).toMatch(/^\/api\/avatar\/[0-9a-f]{32}$/);
      const local = me.email.toLowerCase().split('@')[0];
      expect(user.avatar).not.toContain(local);
      expect(user.avatar).not.toContain(me.user.id);

      const read = await post('/api/getProfile', {}, { token: me.token });
      expect(read.json().user).toEqual(user);

      const image = await seeded.api().request(user.avatar);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toContain('max-age=31536000');
      // The test client reads text; fetch the raw bytes again for sharp.
      const bytes = Buffer.from(await (await fetch(`${seeded.api().url}${user.avatar}`)).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();

      // A new picture replaces the old one, whose file is gone.
      const png = await sharp({ create: { width: 300, height: 500, channels: 4, background: '#335577' } }).png().toBuffer();
      const again = await upload(me.token, {}, { name: 'x.png', type: 'image/png', bytes: png });
      expect(again.status, again.text).toBe(200);
      expect(again.json().user.avatar).not.toBe(user.avatar);
      expect(again.json().user.name).toBe('Amani J. Mushi'); // fields left out keep their value
      expect((await seeded.api().request(user.avatar)).status).toBe(404);
    });

    it('refuses a text file named .jpg, an oversized picture (413) and bad fields, and changes nothing', async () => {
      const me = await signUp();
      const avatarFiles = () => (fs.existsSync(path.join(dataDir, 'avatars')) ? fs.readdirSync(path.join(dataDir, 'avatars')).length : 0);
      const filesBefore = avatarFiles();
      const fake = await upload(me.token, { name: 'Someone Else' }, { name: 'holiday.jpg', type: 'image/jpeg', bytes: Buffer.from('this is not a picture, just text\n'.repeat(20)) }, DE_HOST);
      expect(fake.status).toBe(400);
      expect(fake.json().error.fields).toEqual({ avatar: t(de, 'validation.avatarType') });

      // 1400 × 1400 pixels of noise as an uncompressed PNG: about 5.9 MB, over the 5 MB limit.
      const big = await sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
      expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
      const tooBig = await upload(me.token, {}, { name: 'big.png', type: 'image/png', bytes: big }, DE_HOST);
      expect(tooBig.status).toBe(413);
      expect(tooBig.json().error).toEqual({ code: 'payload_too_large', message: t(de, 'api.avatarTooLarge') });

      const badPhone = await upload(me.token, { phone: 'call me maybe' });
      expect(badPhone.status).toBe(400);
      expect(badPhone.json().error.fields.phone).toBe(t(en, 'validation.phone'));

      const notMultipart = await post('/api/updateProfile', { name: 'JSON Person' }, { token: me.token });
      expect(notMultipart.status).toBe(415);

      const read = (await post('/api/getProfile', {}, { token: me.token })).json().user;
      expect(read).toMatchObject({ name: me.name, phone: '', avatar: null });
      expect(avatarFiles()).toBe(filesBefore);
    });

    it('needs a valid token to change a profile', async () => {
      const me = await signUp();
      expect((await upload(undefined, { name: 'Intruder' })).status).toBe(401);
      expect((await upload(randomBytes(32).toString('base64url'), { name: 'Intruder' })).status).toBe(401);
      expect((await post('/api/getProfile', {}, { token: me.token })).json().user.name).toBe(me.name);
    });
  });

  describe('rate limits', () => {
    it('limits wrong passwords per account from one IP, and requests per IP, with 429, Retry-After and a localised message naming the wait', async () => {
      setLimits({ AUTH_LOGIN_PER_ACCOUNT_IP: 3, AUTH_LOGIN_PER_IP: 6 });
      const p = await signUp();
      for (let i = 0; i < 3; i++) expect((await post('/api/auth/login', { email: p.email, password: 'guessing-wrong' })).status).toBe(401);
      // From this address even the right password waits now: its wrong ones are used up.
      const limited = await post('/api/auth/login', { email: p.email, password: p.password }, { host: DE_HOST });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().error).toEqual({ code: 'too_many_requests', message: t(de, 'api.loginLocked', { minutes: 15 }) });

      // Other addresses from the same IP: two more tries, then the IP's limit (6) is reached too.
      const other = () => ({ email: `spray.${randomBytes(4).toString('hex')}@example.com`, password: 'guessing-wrong' });
      expect((await post('/api/auth/login', other())).status).toBe(401);
      expect((await post('/api/auth/login', other())).status).toBe(401);
      const ipLimited = await post('/api/auth/login', other());
      expect(ipLimited.status).toBe(429);
      expect(ipLimited.headers['retry-after']).toMatch(/^\d+$/);
    });

    it('limits sign-ups and reset requests too, the same for known and unknown addresses', async () => {
      setLimits({ AUTH_SIGNUP_PER_IP: 2, AUTH_FORGOT_PER_ACCOUNT: 2 });
      expect((await post('/api/auth/signup', person())).status).toBe(202);
      expect((await post('/api/auth/signup', person())).status).toBe(202);
      const third = await post('/api/auth/signup', person());
      expect(third.status).toBe(429);
      expect(third.headers['retry-after']).toMatch(/^\d+$/);

      setLimits({ AUTH_FORGOT_PER_ACCOUNT: 2 });
      const known = (await signUp()).email;
      const unknown = `nobody.${randomBytes(4).toString('hex')}@example.com`;
      for (const email of [known, unknown]) {
        expect((await post('/api/auth/forgot-password', { email })).status).toBe(202);
        expect((await post('/api/auth/forgot-password', { email })).status).toBe(202);
        const res = await post('/api/auth/forgot-password', { email });
        expect(res.status).toBe(429);
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
      }
      expect(await db().selectFrom('outbox').select('id').where('to_address', '=', known.toLowerCase()).where('kind', '=', 'account.passwordReset').execute()).toHaveLength(2);
    });
  });
});
