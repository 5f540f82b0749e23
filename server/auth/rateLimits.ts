import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '@/server/http/errors';

// Attempts per window, per IP address and per account (the email as typed, lower-cased, whether
// or not it has an account: the limit must not tell). Each is overridable by the environment,
// e.g. AUTH_LOGIN_PER_IP=10, AUTH_LOGIN_PER_ACCOUNT=5, AUTH_LIMIT_WINDOW_SECONDS=900.
//
// Counters live in this process's memory: enough for one server. Several processes need a
// shared store (rate-limiter-flexible's RateLimiterRedis with an `ioredis` client), which is not
// installed here; REDIS_URL is therefore not read yet.
const DEFAULTS = {
  login: { ip: 10, account: 5 },
  signup: { ip: 5, account: 3 },
  forgot: { ip: 5, account: 3 },
  // The back office's login (AUTH_ADMINLOGIN_PER_IP, AUTH_ADMINLOGIN_PER_ACCOUNT).
  adminLogin: { ip: 10, account: 5 },
} as const;
export type LimitedAction = keyof typeof DEFAULTS;

const DEFAULT_WINDOW_SECONDS = 15 * 60;

type Limiters = { ip: RateLimiterMemory; account: RateLimiterMemory };
const limiters = new Map<LimitedAction, Limiters>();

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

function limitersFor(action: LimitedAction): Limiters {
  let l = limiters.get(action);
  if (!l) {
    const duration = envNumber('AUTH_LIMIT_WINDOW_SECONDS', DEFAULT_WINDOW_SECONDS);
    const upper = action.toUpperCase();
    l = {
      ip: new RateLimiterMemory({ keyPrefix: `${action}:ip`, points: envNumber(`AUTH_${upper}_PER_IP`, DEFAULTS[action].ip), duration }),
      account: new RateLimiterMemory({ keyPrefix: `${action}:account`, points: envNumber(`AUTH_${upper}_PER_ACCOUNT`, DEFAULTS[action].account), duration }),
    };
    limiters.set(action, l);
  }
  return l;
}

/** Counts one attempt; past either limit, a 429 with Retry-After (seconds until the later one frees up). */
export async function limitAttempt(action: LimitedAction, ip: string, account: string): Promise<void> {
  const l = limitersFor(action);
  const results = await Promise.allSettled([l.ip.consume(ip), l.account.consume(account)]);
  let waitMs = 0;
  for (const r of results) {
    if (r.status === 'fulfilled') continue;
    if (!(r.reason instanceof RateLimiterRes)) throw r.reason;
    waitMs = Math.max(waitMs, r.reason.msBeforeNext);
  }
  if (waitMs > 0) throw new AppError(429, 'too_many_requests', 'api.tooManyRequests', undefined, { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) });
}

/** Forgets every counter and re-reads the limits from the environment (tests). */
export function resetRateLimits(): void {
  limiters.clear();
}
