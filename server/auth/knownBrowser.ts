import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Kysely } from 'kysely';
import { SIGNUP_LINK_HOURS } from '@/lib/auth/signupLink';
import { overHttps } from '@/lib/http/overHttps';
import type { Database } from '@/server/db/types';
import { storedSecret } from '@/server/security/storedSecret';

/**
 * A browser that has logged in to an account before carries a signed cookie saying so: a
 * guesser elsewhere cannot lock that browser out of its own account (server/auth/loginThrottle.ts).
 * The browser that signed up with an address carries one too, as long as its mailed link lives:
 * the link opens there with one click, anywhere else with the password chosen then
 * (server/auth/signup.ts), so a stranger who signs up with someone's address cannot have its owner
 * open an account whose password the stranger knows. The cookie names no account: it is
 * `<random id>.<HMAC of the kind, the email and the id>`, only sent to the route that reads it,
 * and unreadable by page scripts.
 */
export type LoginKind = 'login' | 'adminLogin';
export type BrowserKind = LoginKind | 'signup';

const YEAR_SECONDS = 365 * 86_400;
const COOKIE: Record<BrowserKind, { name: string; path: string; maxAge: number }> = {
  login: { name: 'known_login', path: '/api/auth/login', maxAge: YEAR_SECONDS },
  adminLogin: { name: 'known_admin', path: '/api/admin/login', maxAge: YEAR_SECONDS },
  signup: { name: 'signup_browser', path: '/api/auth/confirm-signup', maxAge: SIGNUP_LINK_HOURS * 3600 },
};
const SHAPE = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

const secret = (db: Kysely<Database>) => storedSecret(db, 'auth.knownBrowserSecret', undefined);
const mac = (key: Buffer, kind: BrowserKind, email: string, id: string) => createHmac('sha256', key).update(`${kind}:${email}:${id}`).digest('base64url');

function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Whether this request's browser logged in to (or signed up with) this account's address, email lower-cased. */
export async function knownBrowser(db: Kysely<Database>, req: IncomingMessage, kind: BrowserKind, email: string): Promise<boolean> {
  const parts = SHAPE.exec(cookieValue(req, COOKIE[kind].name) ?? '');
  if (!parts) return false;
  const expected = Buffer.from(mac(await secret(db), kind, email, parts[1]!));
  return timingSafeEqual(Buffer.from(parts[2]!), expected);
}

/** The Set-Cookie that marks this browser as one that logged in to (or signed up with) the account's address. */
export async function knownBrowserCookie(db: Kysely<Database>, req: IncomingMessage, kind: BrowserKind, email: string): Promise<string> {
  const { name, path, maxAge } = COOKIE[kind];
  const id = randomBytes(12).toString('base64url');
  const value = `${id}.${mac(await secret(db), kind, email, id)}`;
  return [`${name}=${value}`, `Path=${path}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict', ...(overHttps(req) ? ['Secure'] : [])].join('; ');
}
