import { getDb } from '@/server/db/connection';
import { kickOutbox } from '@/server/mail/worker';
import { digestHourReached, sendMorningDigest } from './morningDigest';

/** Checked every five minutes: the digest leaves within five minutes of 07:00 in Arusha. */
const EVERY_MS = 5 * 60 * 1000;

let started = false;

/**
 * Started once per server process (instrumentation.ts), beside the booking housekeeping. From
 * 07:00 Arusha time each check tries to claim the day's digest; only the first claim of the day,
 * across every instance, queues it. A server that was down at 07:00 sends it when it comes back.
 */
export function startMorningDigest(): void {
  if (started) return;
  started = true;
  const run = () =>
    void (async () => {
      const now = new Date();
      if (!digestHourReached(now)) return;
      const { queued, requests } = await sendMorningDigest(getDb(), now);
      if (queued) {
        console.info(`[digest] morning digest queued: ${requests} unanswered request(s)`);
        kickOutbox();
      }
    })().catch((err) => console.error('[digest] morning digest failed', err));
  setInterval(run, EVERY_MS).unref();
  run();
}
