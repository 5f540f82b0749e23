import type { IncomingMessage } from 'node:http';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { findSessionUser } from '@/server/auth/repository';
import { tokenHash } from '@/server/auth/tokens';
import { getDb } from '@/server/db/connection';
import { bearerToken } from '@/server/http/bearerToken';
import { clientIp } from '@/server/http/clientIp';
import { AppError } from '@/server/http/errors';
import { redisSettled } from '@/server/redis/client';
import { ipKey } from './ipKey';
import { limiterFor, type Scope } from './limiters';
import { countsSessionAccount, type LimitName } from './rules';

/** 429 with Retry-After: the whole seconds until the counter that refused frees a request. Never cached: it is about one visitor. */
export const tooManyRequests = (waitMs: number, messageKey = 'api.tooManyRequests') => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, 'too_many_requests', messageKey, undefined, { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' }, { minutes: Math.ceil(seconds / 60) });
};

/** Counts one against a limit's counter; past it, a 429 (with this message) naming the wait. */
export async function consume(name: LimitName, scope: Scope, key: string, messageKey?: string): Promise<void> {
  // Counts are shared from the first request: the first one waits (briefly) for the connection.
  if (process.env.REDIS_URL) await redisSettled();
  try {
    await limiterFor(name, scope).consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyRequests(err.msBeforeNext, messageKey);
    throw err;
  }
}

/**
 * Counts one request of a route against its limit: per IP address always, and per account for a
 * signed-in traveller's writes (the session's user). Past either, a 429 before anything is read or written.
 */
export async function limitRequest(name: LimitName, req: IncomingMessage): Promise<void> {
  await consume(name, 'ip', ipKey(clientIp(req)));
  if (!countsSessionAccount(name)) return;
  const userId = await sessionUserId(req);
  if (userId) await consume(name, 'account', userId);
}

/** Counts one attempt for an account the service knows: the email typed into an auth form, an operator. */
export const limitAccount = (name: LimitName, account: string) => consume(name, 'account', account.trim().toLowerCase());

/** The user of the request's live session; undefined without one (the route answers 401 itself) or when the database cannot say. */
async function sessionUserId(req: IncomingMessage): Promise<string | undefined> {
  const token = bearerToken(req);
  if (!token) return undefined;
  const user = await findSessionUser(getDb(), tokenHash(token), new Date().toISOString()).catch(() => undefined);
  return user?.id;
}
