import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { confirmSignup, signup } from '@/server/auth/signup';
import type { Locale } from '@/lib/i18n/config';

// An account opens from the link mailed to its address: these read that mail from the outbox, as
// the person would read their inbox, so tests that need an account go the same way.

/** The newest sign-up confirmation mail to an address, and its link's token and URL. */
export async function signupMail(email: string, db: Kysely<Database> = getDb()) {
  const mail = await db.selectFrom('outbox').selectAll().where('to_address', '=', email.toLowerCase()).where('kind', '=', 'account.signupConfirm').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\/Signup\?confirm=([A-Za-z0-9_-]+)/.exec(mail.body);
  expect(link, mail.body).toBeTruthy();
  return { mail, token: link![1], url: link![0] };
}

/** After a 202 from POST /api/auth/signup: follows the mailed link in the browser that signed up, which signs in; `{ token, user }` as login answers. */
export async function confirmByMail(email: string, db: Kysely<Database> = getDb()) {
  const { token } = await signupMail(email, db);
  return confirmSignup({ token }, async () => true, db);
}

/** Signs up and confirms through the services (for tests about something else that need a member). */
export async function openAccount(input: { name: string; email: string; password: string; passwordConfirmation: string }, locale: Locale, db: Kysely<Database> = getDb()) {
  await signup(input, locale, db);
  return confirmByMail(input.email, db);
}
