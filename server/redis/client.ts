import { Redis } from 'ioredis';

/**
 * The process's one connection to the Redis that several server instances share (REDIS_URL),
 * made on first use; undefined without REDIS_URL.
 *
 * It never makes a request wait for Redis: no offline queue (a command while disconnected fails
 * at once) and a short command timeout (a Redis that hangs fails too), so callers fall back to
 * what they can do alone (rate limits: this process's memory). ioredis keeps reconnecting by itself.
 */
let client: Redis | undefined;
let clientUrl: string | undefined;
let ready: Promise<void> | undefined;

/** How long one command may take before its caller goes on without Redis. */
const COMMAND_TIMEOUT_MS = 500;
/** How long the first caller waits for the connection to open, so counts are shared from the first request. */
const FIRST_CONNECT_MS = 2000;

export function sharedRedis(): Redis | undefined {
  const url = process.env.REDIS_URL;
  if (!url) return undefined;
  // A test that points REDIS_URL elsewhere gets a connection there.
  if (client && clientUrl !== url) void closeSharedRedis();
  if (!client) {
    const redis = new Redis(url, { enableOfflineQueue: false, commandTimeout: COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1, connectTimeout: FIRST_CONNECT_MS });
    let down = false;
    // Said once per outage, not on every reconnection attempt.
    redis.on('error', (err) => {
      if (!down) console.error(`[redis] unavailable (${err.message}): rate limits count in this process's memory until it is back`);
      down = true;
    });
    redis.on('ready', () => {
      if (down) console.error('[redis] back: rate limits are shared again');
      down = false;
    });
    client = redis;
    clientUrl = url;
    ready = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, FIRST_CONNECT_MS);
      redis.once('ready', done);
      redis.once('error', done);
    });
  }
  return client;
}

/** Resolves once the first connection attempt has ended (opened, failed or timed out). */
export async function redisSettled(): Promise<void> {
  sharedRedis();
  await ready;
}

/** Closes the connection (tests, shutdown); the next use opens a new one, e.g. to another REDIS_URL. */
export async function closeSharedRedis(): Promise<void> {
  const redis = client;
  client = undefined;
  ready = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}
