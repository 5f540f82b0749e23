import { REVALIDATION_CHANNEL, instanceName } from '@/front/revalidationChannel.mjs';
import { redisSettled, sharedRedis } from '@/server/redis/client';

/**
 * Several server processes share one database but each keeps its own Next page cache: a page
 * rebuilt after a back-office edit is fresh only in the process that saved it. With REDIS_URL set,
 * that process announces the rebuilt paths on this channel and every other process rebuilds them
 * too (front/revalidationSubscriber.mjs). Without Redis there is one process and nothing to tell.
 */
export type RevalidationMessage = { from: string; paths: string[] };

/** Tells the other processes which pages to rebuild. Never throws: the edit is saved already. */
export async function announceRevalidation(paths: string[]): Promise<void> {
  if (!paths.length) return;
  const redis = sharedRedis();
  if (!redis) return;
  try {
    await redisSettled();
    const message: RevalidationMessage = { from: instanceName(), paths };
    await redis.publish(REVALIDATION_CHANNEL, JSON.stringify(message));
  } catch (err) {
    console.error(`[revalidate] could not tell the other instances (they refresh within their revalidate period): ${err instanceof Error ? err.message : err}`);
  }
}
