import { randomBytes } from 'node:crypto';

export type LimitStore = 'memory' | 'redis';

/**
 * Where the rate limits count in these tests: memory always, Redis too when TEST_REDIS_URL
 * points at a server (scripts/start-test-redis.sh starts one). CI sets REQUIRE_REDIS so that a
 * missing server fails the run instead of quietly testing one store (as REQUIRE_POSTGRES does).
 */
export function limitStores(): LimitStore[] {
  if (process.env.TEST_REDIS_URL) return ['memory', 'redis'];
  if (process.env.REQUIRE_REDIS) throw new Error('REQUIRE_REDIS is set but TEST_REDIS_URL is not');
  return ['memory'];
}

/** A key prefix no other test (or test run) shares in the one Redis. */
export const freshKeyPrefix = () => `rl-test-${randomBytes(5).toString('hex')}`;
