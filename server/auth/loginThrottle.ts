import type { IncomingMessage } from 'node:http';
import type { Kysely } from 'kysely';
import { clientIp } from '@/server/http/clientIp';
import type { Database } from '@/server/db/types';
import { consume } from '@/server/rateLimit/gate';
import { ipKey } from '@/server/rateLimit/ipKey';
import { limiterFor } from '@/server/rateLimit/limiters';
import { knownBrowser, type LoginKind } from './knownBrowser';

/**
 * The 429 of a login past its failures. A traveller's names the wait and points to a new password;
 * the back office has no reset page (operators are managed with npm run operator) and its form
 * adds the wait from Retry-After itself.
 */
const LOCKED: Record<LoginKind, string> = { login: 'api.loginLocked', adminLogin: 'api.tooManyRequests' };

/**
 * Counts wrong passwords, not logins, so the owner is never locked out by someone else's guesses:
 * per account from one address (AUTH_LOGIN_PER_ACCOUNT_IP, 5 in 15 min), and per account from
 * every browser that never logged in to it (AUTH_LOGIN_PER_ACCOUNT, 20), which a guesser spread
 * over many addresses meets. A browser that logged in before (knownBrowser) only meets the first.
 * Each attempt takes its point before the password is checked, so a burst of parallel guesses is
 * held to the limit too; a right password gives its points back and clears its address's count.
 */
export async function beginLogin(db: Kysely<Database>, req: IncomingMessage, kind: LoginKind, email: string) {
  const account = email.trim().toLowerCase();
  const fromHere = `${account}|${ipKey(clientIp(req))}`;
  const known = await knownBrowser(db, req, kind, account);
  await consume(kind, 'accountIp', fromHere, LOCKED[kind]);
  if (!known) {
    try {
      await consume(kind, 'account', account, LOCKED[kind]);
    } catch (err) {
      // Refused before the password was read: not a failure of this address.
      await limiterFor(kind, 'accountIp').reward(fromHere).catch(() => undefined);
      throw err;
    }
  }
  return {
    /** The password was right: it takes nothing from the limits, and this address starts afresh. */
    succeeded: async () => {
      await limiterFor(kind, 'accountIp').delete(fromHere).catch(() => undefined);
      if (!known) await limiterFor(kind, 'account').reward(account).catch(() => undefined);
    },
  };
}
