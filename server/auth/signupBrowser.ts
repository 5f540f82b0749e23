import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Kysely } from 'kysely';
import { SIGNUP_LINK_HOURS } from '@/lib/auth/signupLink';
import { overHttps } from '@/lib/http/overHttps';
import type { Database } from '@/server/db/types';
import { storedSecret } from '@/server/security/storedSecret';
import { cookieValue } from './knownBrowser';

/**
 * The browser that signed up carries a signed cookie naming nothing (`<random id>.<HMAC of the
 * address and the id>`), sent only to the confirmation route: the mailed link opened there
 * opens the account with one click. Opened anywhere else it also asks for the password chosen
 * at sign-up, so a stranger who signs up with someone's address cannot have its owner open an
 * account whose password the stranger knows (and see the owner's earlier bookings in it).
 */
const NAME = 'signup_browser';
const PATH = '/api/auth/confirm-signup';
const SHAPE = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

const secret = (db: Kysely<Database>) => storedSecret(db, 'auth.signupBrowserSecret', undefined);
const mac = (key: Buffer, email: string, id: string) => createHmac('sha256', key).update(`signup:${email.toLowerCase()}:${id}`).digest('base64url');

/** The Set-Cookie for the browser that signed up with this address, as long as its link lives. */
export async function signupBrowserCookie(db: Kysely<Database>, req: IncomingMessage, email: string): Promise<string> {
  const id = randomBytes(12).toString('base64url');
  return [`${NAME}=${id}.${mac(await secret(db), email, id)}`, `Path=${PATH}`, `Max-Age=${SIGNUP_LINK_HOURS * 3600}`, 'HttpOnly', 'SameSite=Strict', ...(overHttps(req) ? ['Secure'] : [])].join('; ');
}

/** Whether this request comes from a browser that signed up with this address. */
export async function isSignupBrowser(db: Kysely<Database>, req: IncomingMessage, email: string): Promise<boolean> {
  const parts = SHAPE.exec(cookieValue(req, NAME) ?? '');
  if (!parts) return false;
  return timingSafeEqual(Buffer.from(parts[2]!), Buffer.from(mac(await secret(db), email, parts[1]!)));
}
