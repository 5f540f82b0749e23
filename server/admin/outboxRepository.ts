import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database>;
export type MailState = 'queued' | 'sent' | 'failed';

// A mail is sent once sent_at is set; failed when not sent and an attempt left an error;
// queued when not sent and no attempt has failed yet. The three never overlap.
const failed = (eb: ExpressionBuilder<Database, 'outbox'>) => eb.and([eb('sent_at', 'is', null), eb('attempts', '>', 0), eb('last_error', 'is not', null)]);
const inState = (state: MailState) => (eb: ExpressionBuilder<Database, 'outbox'>) =>
  state === 'sent' ? eb('sent_at', 'is not', null) : state === 'failed' ? failed(eb) : eb.and([eb('sent_at', 'is', null), eb.not(failed(eb))]);

const LISTED = ['id', 'kind', 'ref', 'locale', 'to_address', 'subject', 'created_at', 'attempts', 'next_attempt_at', 'sent_at', 'last_error'] as const;

/** One page of the outbox, newest first, optionally in one state. */
export const listMails = (db: Db, state: MailState | undefined, limit: number, offset: number) => {
  let query = db.selectFrom('outbox').select(LISTED);
  if (state) query = query.where(inState(state));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
};

export const findMail = (db: Db, id: string) => db.selectFrom('outbox').select(LISTED).where('id', '=', id).executeTakeFirst();

/** Makes an unsent mail due now and frees its lock; false when it was sent meanwhile (or is unknown). */
export async function makeMailDue(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('outbox').set({ next_attempt_at: now, locked_until: null }).where('id', '=', id).where('sent_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
