import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '@/server/db/types';
import { incrementCounter } from '@/server/leads/counterRepository';
import { normalisedMailbox as mailboxKey } from '@/lib/email/mailbox';

/** Acknowledgements sort after everything else in the outbox (server/mail/outbox.ts). */
export const OUTBOX_PRIORITY = { first: 0, acknowledgement: 1 } as const;

const DEFAULT_PER_DAY = 3;
const DEFAULT_SITE_PER_HOUR = 100;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** How one address is counted: its mailbox (victim+1@… and Victim@… are victim@…). */
export const recipientKey = mailboxKey;

const envCount = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isInteger(value) && value >= 0 ? value : fallback;
};

/** ACK_MAILS_PER_RECIPIENT_PER_DAY (0 sends none), else 3. */
export const acknowledgementsPerDay = () => envCount('ACK_MAILS_PER_RECIPIENT_PER_DAY', DEFAULT_PER_DAY);

/** ACK_MAILS_PER_HOUR (0 sends none), else 100: far above the site's real pace of requests. */
export const acknowledgementsPerHour = () => envCount('ACK_MAILS_PER_HOUR', DEFAULT_SITE_PER_HOUR);

/** Why an acknowledgement is left out, for the operator's log; undefined when it may go. */
export type AcknowledgementRefusal = 'recipient' | 'site';

const queuedSince = (trx: Transaction<Database>, since: Date) =>
  trx
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('priority', '=', OUTBOX_PRIORITY.acknowledgement)
    .where('created_at', '>', since.toISOString());

/**
 * Whether one more acknowledgement may go to this mailbox: fewer than the cap were queued for it
 * in the last 24 hours, and fewer than the site's hourly cap to anyone. Whoever types an address
 * into a form decides where these mails go, so without caps the site could be made to mail-bomb
 * anyone (per mailbox), or to send so much unasked-for mail that providers start to treat the
 * operator's own mail as spam (site-wide); the request itself is always kept.
 * Counted from the outbox inside the write's transaction (it holds across instances and restarts).
 * The per-mailbox counter row taken first locks out a concurrent write for the same mailbox
 * (PostgreSQL) until this one commits, so two requests cannot both take the last place. The
 * site-wide count takes no lock (it would queue every form behind every other): concurrent
 * writes may pass it by a few, which the hourly scale absorbs.
 */
export async function acknowledgementRefusal(trx: Transaction<Database>, recipient: string, now: Date): Promise<AcknowledgementRefusal | undefined> {
  const perDay = acknowledgementsPerDay();
  if (perDay === 0) return 'recipient';
  const perHour = acknowledgementsPerHour();
  if (perHour === 0) return 'site';
  await incrementCounter(trx, `ack:${createHash('sha256').update(recipient).digest('hex').slice(0, 32)}`);
  const toRecipient = await queuedSince(trx, new Date(now.getTime() - DAY_MS)).where('recipient', '=', recipient).executeTakeFirstOrThrow();
  if (Number(toRecipient.n) >= perDay) return 'recipient';
  const toAnyone = await queuedSince(trx, new Date(now.getTime() - HOUR_MS)).executeTakeFirstOrThrow();
  return Number(toAnyone.n) >= perHour ? 'site' : undefined;
}
