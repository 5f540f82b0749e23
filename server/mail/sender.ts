import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { claimMail, dueMails, markFailed, markSent } from './outbox';
import type { MailTransport } from './transport';

/** 5 s, 10 s, 20 s … capped at an hour: an outage delays mail, it never drops it. */
export const retryDelayMs = (attempts: number) => Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempts - 1));

/**
 * Sends every due mail once (a pass stops at the batch that reaches `max` tries). Each mail is
 * claimed first, so two senders (two server processes) never send the same mail; a failure
 * schedules the next attempt with backoff. Each batch is read afresh in priority order: an
 * operator's notice queued mid-flood goes out with the next batch.
 */
export async function drainOutbox(db: Kysely<Database>, transport: MailTransport, { now = () => new Date(), batch = 50, leaseMs = 120_000, max = Infinity } = {}) {
  let sent = 0;
  let failed = 0;
  const failedIds = new Set<string>();
  for (;;) {
    if (sent + failed >= max) return { sent, failed };
    const due = (await dueMails(db, now(), batch)).filter((m) => !failedIds.has(m.id));
    if (!due.length) return { sent, failed };
    for (const mail of due) {
      if (!(await claimMail(db, mail.id, now(), leaseMs))) continue;
      try {
        await transport.send(mail);
        await markSent(db, mail.id, now());
        sent++;
      } catch (err) {
        const attempts = Number(mail.attempts) + 1;
        await markFailed(db, mail.id, attempts, new Date(now().getTime() + retryDelayMs(attempts)), err instanceof Error ? err.message : String(err));
        failedIds.add(mail.id);
        failed++;
      }
    }
  }
}
