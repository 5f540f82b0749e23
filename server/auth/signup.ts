import type { Kysely } from 'kysely';
import { confirmSignupSchema, signupSchema } from '@/lib/auth/schemas';
import { SIGNUP_LINK_HOURS } from '@/lib/auth/signupLink';
import { asLocale, type Locale } from '@/lib/i18n/config';
import { absoluteUrl } from '@/lib/i18n/origins';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { AppError } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { limitAccount } from '@/server/rateLimit/gate';
import { signupConfirmMail, signupExistingMail } from '@/server/mail/compose';
import { enqueueMails } from '@/server/mail/outbox';
import { userDto } from './dto';
import { hashPassword, verifyPassword } from './passwords';
import { refuseGuessablePassword } from './passwordStrength';
import * as repo from './repository';
import { openSession } from './service';
import { newToken, newUserId, tokenHash } from './tokens';


const db = (database?: Kysely<Database>) => database ?? getDb();
const invalidSignupLink = () => new AppError(400, 'invalid_signup_link', 'api.signupLinkInvalid', { token: 'validation.signupLink' });

/**
 * POST /api/auth/signup → 202 { accepted: true }, the same answer (and the same work: the password
 * is hashed and one mail is queued) whether or not the address already has an account, so the
 * answer never tells a stranger who is a customer. A new address gets a confirmation link; the
 * owner of an existing account is told someone tried, with the ways to log in or reset.
 */
export async function signup(input: unknown, locale: Locale, database?: Kysely<Database>) {
  const s = parseInput(signupSchema, input);
  await limitAccount('signup', s.email);
  await refuseGuessablePassword(s.password, [s.name, s.email]);
  const passwordHash = await hashPassword(s.password);
  await withDatabase('signup', async () => {
    const d = db(database);
    const now = new Date();
    const owner = await repo.findUserByEmail(d, s.email);
    await d.transaction().execute(async (trx) => {
      if (owner) {
        const ownerLocale = asLocale(owner.locale);
        const mail = signupExistingMail(owner.id, ownerLocale, owner.email, owner.name, absoluteUrl(ownerLocale, '/Login'), absoluteUrl(ownerLocale, '/ForgotPassword'));
        await enqueueMails(trx, [mail], now);
        return;
      }
      // Signing up again (a name or password mistyped, as the page suggests) replaces the sign-up
      // before: the newest link opens the account with what was given last, the older one no more.
      await repo.deleteOpenPendingSignups(trx, s.email);
      const token = newToken();
      await repo.insertPendingSignup(trx, {
        token_hash: tokenHash(token), email: s.email, name: s.name, locale, password_hash: passwordHash, next_path: s.next ?? null,
        created_at: now.toISOString(), expires_at: new Date(now.getTime() + SIGNUP_LINK_HOURS * 3_600_000).toISOString(),
      });
      await enqueueMails(trx, [signupConfirmMail(locale, s.email, s.name, absoluteUrl(locale, `/Signup?confirm=${token}`), SIGNUP_LINK_HOURS)], now);
    });
  });
  // The address as stored, for the browser's signup cookie (set whatever the address: the answer tells no one who has an account).
  return { accepted: true, email: s.email };
}

/** Whether the request comes from the browser that signed up with an address (server/auth/knownBrowser.ts). */
export type SignupBrowserCheck = (email: string) => Promise<boolean>;

/**
 * POST /api/auth/confirm-signup → 201 { token, user, next }: the mailed link opens the account and
 * signs this browser in. A link works once; an expired or used one, or one whose address got an
 * account meanwhile (a second sign-up's link), gets 400 `invalid_signup_link`. Opened in another
 * browser than the one that signed up, it also takes the password chosen then: without it 403
 * `signup_password_needed`, wrong 403 `signup_password_wrong`, and the link still works.
 */
export async function confirmSignup(input: unknown, fromSignupBrowser: SignupBrowserCheck, database?: Kysely<Database>) {
  const { token, password } = parseInput(confirmSignupSchema, input);
  const hash = tokenHash(token);
  const waiting = await withDatabase('confirm-signup', () => repo.findUsablePendingSignup(db(database), hash, new Date().toISOString()));
  if (!waiting) throw invalidSignupLink();
  if (!(await fromSignupBrowser(waiting.email))) {
    if (!password) throw new AppError(403, 'signup_password_needed', 'api.signupPasswordNeeded', { password: 'validation.signupPasswordNeeded' });
    if (!(await verifyPassword(password, waiting.password_hash))) throw new AppError(403, 'signup_password_wrong', 'api.signupPasswordWrong', { password: 'validation.signupPasswordWrong' });
  }
  const opened = await withDatabase('confirm-signup', async () => {
    const d = db(database);
    try {
      return await d.transaction().execute(async (trx) => {
        const now = new Date();
        const pending = await repo.consumePendingSignup(trx, hash, now.toISOString());
        if (!pending || (await repo.findUserByEmail(trx, pending.email))) return undefined;
        const id = newUserId();
        await repo.insertUser(trx, { id, email: pending.email, name: pending.name, locale: pending.locale, password_hash: pending.password_hash, created_at: now.toISOString() });
        const session = await openSession(trx, id, now);
        const user = await repo.findUserById(trx, id);
        return { token: session, user: userDto(user!), next: pending.next_path ?? undefined };
      });
    } catch (err) {
      // Two links of one address confirmed at once: the unique index lets one through.
      if (await repo.pendingSignupEmailTaken(d, hash).catch(() => false)) return undefined;
      throw err;
    }
  });
  if (!opened) throw invalidSignupLink();
  return opened;
}
