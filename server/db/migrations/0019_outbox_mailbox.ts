import type { Kysely } from 'kysely';
import { normalisedMailbox as mailboxKey } from '@/lib/email/mailbox';

type Outbox = { outbox: { id: string; to_address: string; recipient: string | null; priority: number; created_at: string } };

/**
 * Acknowledgements are counted per mailbox (victim+1@… is victim@…, see lib/email/mailbox.ts)
 * and site-wide per hour. Last day's rows get their mailbox, so the cap counts them from the
 * first request after the upgrade; the hourly count reads acknowledgements by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = db as unknown as Kysely<Outbox>;
  const since = new Date(Date.now() - 86_400_000).toISOString();
  const rows = await d.selectFrom('outbox').select(['id', 'to_address', 'recipient']).where('created_at', '>', since).execute();
  for (const row of rows) {
    const mailbox = mailboxKey(row.to_address);
    if (mailbox !== row.recipient) await d.updateTable('outbox').set({ recipient: mailbox }).where('id', '=', row.id).execute();
  }
  await db.schema.createIndex('outbox_acknowledged').on('outbox').columns(['priority', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_acknowledged').execute();
}
