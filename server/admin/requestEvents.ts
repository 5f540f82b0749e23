import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/types';
import type { InboxKind } from './inboxItems';
import { insertRequestEvent } from './workflowRepository';

/** What the back office writes into a request's history. */
export type RequestAction = 'assign' | 'unassign' | 'reply' | 'close' | 'reopen' | 'booked' | 'from_quote' | 'deposit' | 'email' | 'email_confirmed' | 'amend';

let written = 0;

/** A history line of a request; its id sorts by time, then by the order this process wrote it. */
export const recordEvent = (db: Kysely<Database> | Transaction<Database>, e: { number: string; kind: InboxKind; actor: string; action: RequestAction; note?: string; now: Date }) => {
  const at = e.now.toISOString();
  return insertRequestEvent(db, {
    id: `${at}.${String(++written % 1e9).padStart(9, '0')}.${randomBytes(4).toString('hex')}`,
    request_number: e.number, kind: e.kind, actor: e.actor, action: e.action, note: e.note ?? '', at,
  });
};
