import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';
import { acknowledgementRefusal, OUTBOX_PRIORITY, recipientKey } from './acknowledgementCap';
import type { OutgoingMail } from './compose';

/**
 * Writes mails to the outbox inside the caller's transaction: they exist exactly when the record
 * does. An acknowledgement past its mailbox's daily cap or the site's hourly cap is left out (the
 * record and the operator's notice are not); acknowledgements are sent after every other mail.
 */
export async function enqueueMails(trx: Transaction<Database>, mails: OutgoingMail[], now: Date): Promise<void> {
  const at = now.toISOString();
  const rows = [];
  for (const m of mails) {
    const recipient = recipientKey(m.to);
    const refused = m.acknowledgement ? await acknowledgementRefusal(trx, recipient, now) : undefined;
    if (refused) {
      // For the operator's log: the request is kept; only its acknowledgement is not sent (no address here).
      const why = refused === 'site' ? 'the site already sent its acknowledgements for the hour' : 'its address already had its acknowledgements for the day';
      console.warn(`[mail] ${m.kind} for ${m.ref} not queued: ${why}`);
      continue;
    }
    const priority = m.acknowledgement ? OUTBOX_PRIORITY.acknowledgement : OUTBOX_PRIORITY.first;
    rows.push({ id: randomUUID(), kind: m.kind, ref: m.ref, locale: m.locale, to_address: m.to, recipient, priority, reply_to: m.replyTo ?? null, subject: m.subject, body: m.body, created_at: at, next_attempt_at: at });
  }
  if (rows.length) await trx.insertInto('outbox').values(rows).execute();
}

export type OutboxRow = Awaited<ReturnType<typeof dueMails>>[number];

export const dueMails = (db: Kysely<Database>, now: Date, limit: number) =>
  db
    .selectFrom('outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now.toISOString())
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
    // The operator's notices never wait behind a flood of acknowledgements.
    .orderBy('priority')
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();

/** Takes a mail for this sender; false when another sender took it first. */
export async function claimMail(db: Kysely<Database>, id: string, now: Date, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const markSent = (db: Kysely<Database>, id: string, now: Date) =>
  db.updateTable('outbox').set((eb) => ({ sent_at: now.toISOString(), locked_until: null, attempts: eb('attempts', '+', 1) })).where('id', '=', id).execute();

export const markFailed = (db: Kysely<Database>, id: string, attempts: number, nextAttempt: Date, error: string) =>
  db.updateTable('outbox').set({ attempts, next_attempt_at: nextAttempt.toISOString(), locked_until: null, last_error: error.slice(0, 500) }).where('id', '=', id).execute();

export async function pendingMailCount(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('sent_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}
