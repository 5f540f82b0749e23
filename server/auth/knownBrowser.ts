import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Kysely } from 'kysely';
import { overHttps } from '@/lib/http/overHttps';
import type { Database } from '@/server/db/types';
import { storedSecret } from '@/server/security/storedSecret';

/**
 * A browser that has logged in to an account before carries a signed cookie saying so: a
 * guesser elsewhere cannot lock that browser out of its own account (server/auth/loginThrottle.ts).
 * The cookie names no account: it is `<random id>.<HMAC of the login's kind, the email and the id>`,
 * only sent to the login route that set it, and unreadable by page scripts.
 */
export type LoginKind = 'login' | 'adminLogin';

const COOKIE: Record<LoginKind, { name: string; path: string }> = {
  login: { name: 'known_login', path: '/api/auth/login' },
  adminLogin: { name: 'known_admin', path: '/api/admin/login' },
};
const YEAR_SECONDS = 365 * 86_400;
const SHAPE = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

const secret = (db: Kysely<Database>) => storedSecret(db, 'auth.knownBrowserSecret', undefined);
const mac = (key: Buffer, kind: LoginKind, email: string, id: string) => createHmac('sha256', key).update(`${kind}:${email}:${id}`).digest('base64url');

/** One cookie of a request, by name. */
export function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Whether this request's browser logged in to this account (email lower-cased) before. */
export async function knownBrowser(db: Kysely<Database>, req: IncomingMessage, kind: LoginKind, email: string): Promise<boolean> {
  const parts = SHAPE.exec(cookieValue(req, COOKIE[kind].name) ?? '');
  if (!parts) return false;
  const expected = Buffer.from(mac(await secret(db), kind, email, parts[1]!));
  return timingSafeEqual(Buffer.from(parts[2]!), expected);
}

/** The Set-Cookie that marks this browser as one that logged in to the account. */
export async function knownBrowserCookie(db: Kysely<Database>, req: IncomingMessage, kind: LoginKind, email: string): Promise<string> {
  const { name, path } = COOKIE[kind];
  const id = randomBytes(12).toString('base64url');
  const value = `${id}.${mac(await secret(db), kind, email, id)}`;
  return [`${name}=${value}`, `Path=${path}`, `Max-Age=${YEAR_SECONDS}`, 'HttpOnly', 'SameSite=Strict', ...(overHttps(req) ? ['Secure'] : [])].join('; ');
}
