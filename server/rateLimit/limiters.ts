import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedRedis } from '@/server/redis/client';
import { ruleFor, type LimitName } from './rules';

/** `accountIp`: one account from one address (the logins' failures). */
export type Scope = 'ip' | 'account' | 'accountIp';

/**
 * The counters of one limit and scope. With REDIS_URL they live in Redis, shared by every server
 * instance; when Redis cannot answer (down, unreachable, too slow), rate-limiter-flexible's
 * insurance limiter counts in this process's memory instead, so an outage never refuses a
 * traveller's request: each instance then limits on its own until Redis is back.
 */
const limiters = new Map<string, RateLimiterAbstract>();

export function limiterFor(name: LimitName, scope: Scope): RateLimiterAbstract {
  const id = `${name}:${scope}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const rule = ruleFor(name);
    const points = scope === 'ip' ? rule.perIp : scope === 'accountIp' ? (rule.perAccountIp ?? rule.perIp) : (rule.perAccount ?? rule.perIp);
    // RATE_LIMIT_KEY_PREFIX keeps two sites (or two test runs) apart in one Redis.
    const keyPrefix = `${process.env.RATE_LIMIT_KEY_PREFIX || 'rl'}:${id}`;
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: rule.windowSeconds });
    const redis = sharedRedis();
    limiter = redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: rule.windowSeconds, insuranceLimiter: memory, rejectIfRedisNotReady: true }) : memory;
    limiters.set(id, limiter);
  }
  return limiter;
}

/** Forgets every counter kept in memory and re-reads the limits from the environment (tests). */
export function resetRateLimits(): void {
  limiters.clear();
}
