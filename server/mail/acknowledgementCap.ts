import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '@/server/db/types';
import { incrementCounter } from '@/server/leads/counterRepository';

/** Acknowledgements sort after everything else in the outbox (server/mail/outbox.ts). */
export const OUTBOX_PRIORITY = { first: 0, acknowledgement: 1 } as const;

const DEFAULT_PER_DAY = 3;
const DAY_MS = 86_400_000;

/** How one address is counted: lower-cased and trimmed. */
export const recipientKey = (address: string) => address.trim().toLowerCase();

/** ACK_MAILS_PER_RECIPIENT_PER_DAY (0 sends none), else 3. */
export function acknowledgementsPerDay(): number {
  const value = Number(process.env.ACK_MAILS_PER_RECIPIENT_PER_DAY);
  return process.env.ACK_MAILS_PER_RECIPIENT_PER_DAY && Number.isInteger(value) && value >= 0 ? value : DEFAULT_PER_DAY;
}

/**
 * Whether one more acknowledgement may go to this address: fewer than the cap were queued for it
 * in the last 24 hours. Whoever types an address into a form decides where these mails go, so
 * without a cap the site could be made to mail-bomb anyone; the request itself is always kept.
 * Counted from the outbox inside the write's transaction (it holds across instances and restarts).
 * The per-address counter row taken first locks out a concurrent write for the same address
 * (PostgreSQL) until this one commits, so two requests cannot both take the last place.
 */
export async function acknowledgementAllowed(trx: Transaction<Database>, recipient: string, now: Date): Promise<boolean> {
  const limit = acknowledgementsPerDay();
  if (limit === 0) return false;
  await incrementCounter(trx, `ack:${createHash('sha256').update(recipient).digest('hex').slice(0, 32)}`);
  const row = await trx
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('recipient', '=', recipient)
    .where('priority', '=', OUTBOX_PRIORITY.acknowledgement)
    .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n) < limit;
}
