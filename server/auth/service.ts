import type { IncomingMessage } from 'node:http';
import type { Kysely } from 'kysely';
import { changePasswordSchema, forgotPasswordSchema, getProfileSchema, loginSchema, profileSchema, resetLinkSchema, resetPasswordSchema } from '@/lib/auth/schemas';
import { asLocale, type Locale } from '@/lib/i18n/config';
import { absoluteUrl } from '@/lib/i18n/origins';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { limitAccount } from '@/server/rateLimit/gate';
import { passwordResetMail, passwordChangedMail } from '@/server/mail/compose';
import { enqueueMails } from '@/server/mail/outbox';
import { removeAvatar, storeAvatar } from './avatars';
import { userDto } from './dto';
import { knownBrowserCookie } from './knownBrowser';
import { beginLogin } from './loginThrottle';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import { refuseGuessablePassword } from './passwordStrength';
import * as repo from './repository';
import { newToken, tokenHash } from './tokens';

/** A session lasts 30 days, unless its owner logs out or resets the password. */
export const SESSION_DAYS = 30;
/** A reset link works once, within one hour of being asked for. */
export const RESET_LINK_MINUTES = 60;

const unauthorized = () => new AppError(401, 'unauthorized', 'api.unauthorized', undefined, { 'WWW-Authenticate': 'Bearer' });
const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'api.invalidCredentials');
const db = (database?: Kysely<Database>) => database ?? getDb();
const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** Opens a session in the caller's transaction and returns its token (shown once, stored hashed). */
export async function openSession(trx: Kysely<Database>, userId: string, now: Date): Promise<string> {
  const token = newToken();
  await repo.insertSession(trx, { token_hash: tokenHash(token), user_id: userId, created_at: now.toISOString(), expires_at: later(now, SESSION_DAYS * 86_400_000) });
  return token;
}

/**
 * POST /api/auth/login → 200 { token, user } and the cookie that marks this browser as the
 * account's (loginThrottle.ts); the same 401 for an unknown email and a wrong password.
 */
export async function login(input: unknown, req: IncomingMessage, database?: Kysely<Database>) {
  const s = parseInput(loginSchema, input);
  return withDatabase('login', async () => {
    const d = db(database);
    const attempt = await beginLogin(d, req, 'login', s.email);
    const user = await repo.findUserByEmail(d, s.email);
    // No account yet, but a sign-up of this address waits for its link, with this very password:
    // the traveller is told to open the mail, not that the password is wrong (one check either way).
    const waiting = user ? undefined : await repo.findOpenPendingSignup(d, s.email, new Date().toISOString());
    const ok = user ? await verifyPassword(s.password, user.password_hash) : waiting ? await verifyPassword(s.password, waiting.password_hash) : await verifyAgainstNothing(s.password);
    if (!user && ok) throw new AppError(403, 'signup_unconfirmed', 'api.signupUnconfirmed');
    if (!user || !ok) throw invalidCredentials();
    await attempt.succeeded();
    const token = await d.transaction().execute((trx) => openSession(trx, user.id, new Date()));
    return { token, user: userDto(user), knownBrowserCookie: await knownBrowserCookie(d, req, 'login', user.email) };
  });
}

/** POST /api/auth/logout: ends this session only. */
export async function logout(token: string | undefined, database?: Kysely<Database>): Promise<void> {
  await currentUser(token, database);
  await withDatabase('logout', () => repo.revokeSession(db(database), tokenHash(token!)));
}

/** The signed-in user of a bearer token; 401 for a missing, unknown, expired or revoked one. */
export async function currentUser(token: string | undefined, database?: Kysely<Database>) {
  if (!token) throw unauthorized();
  const user = await withDatabase('session', () => repo.findSessionUser(db(database), tokenHash(token), new Date().toISOString()));
  if (!user) throw unauthorized();
  return user;
}

/**
 * POST /api/auth/forgot-password → 202 whether or not the address has an account. When it has,
 * a single-use link valid for an hour is mailed (through the outbox) in the account's language.
 */
export async function forgotPassword(input: unknown, database?: Kysely<Database>) {
  const s = parseInput(forgotPasswordSchema, input);
  await limitAccount('forgot', s.email);
  await withDatabase('forgot-password', async () => {
    const d = db(database);
    const user = await repo.findUserByEmail(d, s.email);
    if (!user) return;
    const token = newToken();
    const now = new Date();
    const locale = asLocale(user.locale);
    await d.transaction().execute(async (trx) => {
      await repo.insertPasswordReset(trx, { token_hash: tokenHash(token), user_id: user.id, created_at: now.toISOString(), expires_at: later(now, RESET_LINK_MINUTES * 60_000) });
      const link = absoluteUrl(locale, `/ForgotPassword?token=${token}`);
      await enqueueMails(trx, [passwordResetMail(user.id, locale, user.email, user.name, link, RESET_LINK_MINUTES)], now);
    });
  });
  return { accepted: true };
}

const invalidResetLink = () => new AppError(400, 'invalid_reset_link', 'api.resetLinkInvalid', { token: 'validation.resetLink' });

/** GET /api/auth/reset-password?token=: the page asks before showing the password fields; the link stays usable. */
export async function checkResetLink(query: unknown, database?: Kysely<Database>) {
  const { token } = parseInput(resetLinkSchema, query);
  const usable = await withDatabase('reset-link', () => repo.passwordResetUsable(db(database), tokenHash(token), new Date().toISOString()));
  if (!usable) throw invalidResetLink();
  return { valid: true };
}

/** POST /api/auth/reset-password: sets the new password, uses up the link and ends every session. */
export async function resetPassword(input: unknown, database?: Kysely<Database>) {
  const s = parseInput(resetPasswordSchema, input);
  // Checked before the link is used up: a refused password can be replaced from the same link.
  const owner = await withDatabase('reset-password', () => repo.findResetOwner(db(database), tokenHash(s.token), new Date().toISOString()));
  if (!owner) throw invalidResetLink();
  await refuseGuessablePassword(s.password, [owner.name, owner.email]);
  const passwordHash = await hashPassword(s.password);
  return withDatabase('reset-password', () =>
    db(database).transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const userId = await repo.consumePasswordReset(trx, tokenHash(s.token), now);
      if (!userId) throw invalidResetLink();
      await repo.updateUser(trx, userId, { password_hash: passwordHash });
      await repo.revokeAllSessions(trx, userId);
      await repo.closePasswordResets(trx, userId, now);
      // Told by mail, in the same transaction: a change the owner did not make is noticed.
      const user = (await repo.findUserById(trx, userId))!;
      const locale = asLocale(user.locale);
      await enqueueMails(trx, [passwordChangedMail(user.id, locale, user.email, user.name, absoluteUrl(locale, '/ForgotPassword'))], new Date(now));
      return { reset: true };
    }),
  );
}

/**
 * POST /api/auth/change-password: the signed-in traveller's new password, given the current one.
 * A wrong current password counts as a failed login of the account (loginThrottle.ts): a stolen
 * session cannot guess its way to the password. Every other session ends, this one stays; the
 * owner is told by mail, as after a reset.
 */
export async function changePassword(token: string | undefined, input: unknown, req: IncomingMessage, database?: Kysely<Database>) {
  const user = await currentUser(token, database);
  const s = parseInput(changePasswordSchema, input);
  const d = db(database);
  const attempt = await withDatabase('change-password', () => beginLogin(d, req, 'login', user.email));
  if (!(await verifyPassword(s.currentPassword, user.password_hash))) {
    throw new AppError(400, 'wrong_password', 'api.currentPasswordWrong', { currentPassword: 'validation.currentPasswordWrong' });
  }
  await attempt.succeeded();
  await refuseGuessablePassword(s.password, [user.name, user.email]);
  const passwordHash = await hashPassword(s.password);
  return withDatabase('change-password', () =>
    d.transaction().execute(async (trx) => {
      const now = new Date();
      await repo.updateUser(trx, user.id, { password_hash: passwordHash });
      await repo.revokeOtherSessions(trx, user.id, tokenHash(token!));
      await repo.closePasswordResets(trx, user.id, now.toISOString());
      const locale = asLocale(user.locale);
      await enqueueMails(trx, [passwordChangedMail(user.id, locale, user.email, user.name, absoluteUrl(locale, '/ForgotPassword'), 'profile')], now);
      return { changed: true };
    }),
  );
}

/**
 * POST /api/getProfile. The spec's payload names a `user`: it may be sent, but only one's own
 * profile is ever answered; any other id or email gets 403 (the same for one that does not exist).
 */
export async function getProfile(token: string | undefined, input: unknown, database?: Kysely<Database>) {
  const user = await currentUser(token, database);
  const asked = parseInput(getProfileSchema, input)?.user;
  if (asked !== undefined && asked !== '' && String(asked) !== user.id && String(asked).toLowerCase() !== user.email) {
    throw new AppError(403, 'forbidden', 'api.forbidden');
  }
  return { user: userDto(user) };
}

/** POST /api/updateProfile: the text fields sent (others keep their value) and, optionally, a new avatar. */
export async function updateProfile(token: string | undefined, fields: Record<string, unknown>, avatar: Buffer | undefined, database?: Kysely<Database>) {
  const user = await currentUser(token, database);
  const p = parseInput(profileSchema, fields);
  const avatarKey = avatar ? await storeAvatar(avatar) : undefined;
  try {
    const updated = await withDatabase('profile', () =>
      db(database).transaction().execute(async (trx) => {
        const changes = {
          ...(p.name !== undefined && { name: p.name }),
          ...(p.phone !== undefined && { phone: p.phone }),
          ...(p.country !== undefined && { country: p.country }),
          ...(p.title !== undefined && { title: p.title }),
          ...(p.countryOfResidence !== undefined && { country_of_residence: p.countryOfResidence }),
          ...(avatarKey && { avatar_key: avatarKey }),
        };
        if (Object.keys(changes).length) await repo.updateUser(trx, user.id, changes);
        return repo.findUserById(trx, user.id);
      }),
    );
    if (avatarKey) await removeAvatar(user.avatar_key);
    return { user: userDto(updated!) };
  } catch (err) {
    await removeAvatar(avatarKey ?? null);
    throw err;
  }
}
