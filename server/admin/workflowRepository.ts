import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, RequestEventsTable } from '@/server/db/types';
import type { InboxKind } from './inboxItems';

type Db = Kysely<Database> | Transaction<Database>;

// The request workflow's queries (assignee, answered, status, history); the services decide when.

const TABLE = { quote: 'quote_requests', contact: 'contact_messages', booking: 'bookings' } as const;

/** Operators who can be given a request: not disabled. */
export const listActiveOperators = (db: Db) =>
  db.selectFrom('operators').select(['id', 'name', 'email']).where('disabled_at', 'is', null).orderBy('name').orderBy('email').execute();

export const findActiveOperator = (db: Db, id: string) =>
  db.selectFrom('operators').select(['id', 'name', 'email']).where('id', '=', id).where('disabled_at', 'is', null).executeTakeFirst();

export const findOperatorName = (db: Db, id: string) => db.selectFrom('operators').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

export const findQuoteState = (db: Db, number: string) =>
  db
    .selectFrom('quote_requests')
    .select(['number', 'locale', 'full_name', 'email', 'phone', 'country', 'status', 'tour_id', 'departure_date', 'adults', 'children', 'payload', 'assignee_id', 'answered_at'])
    .where('number', '=', number)
    .executeTakeFirst();

/** The request's own row fields the workflow needs, whatever its kind. */
export async function findRequestState(db: Db, kind: InboxKind, number: string) {
  if (kind === 'quote') return findQuoteState(db, number);
  if (kind === 'contact') {
    return db.selectFrom('contact_messages').select(['number', 'locale', 'full_name', 'email', 'payload', 'assignee_id', 'answered_at']).where('number', '=', number).executeTakeFirst();
  }
  return db.selectFrom('bookings').select(['number', 'locale', 'full_name', 'email', 'status', 'assignee_id']).where('number', '=', number).executeTakeFirst();
}

export const setAssignee = (db: Db, kind: InboxKind, number: string, operatorId: string | null) =>
  db.updateTable(TABLE[kind]).set({ assignee_id: operatorId }).where('number', '=', number).execute();

/** A quote's status moves only from one the caller allows: true when this call moved it (two clicks, two operators). */
export async function moveQuoteStatus(db: Db, number: string, from: string[], to: string): Promise<boolean> {
  const result = await db.updateTable('quote_requests').set({ status: to }).where('number', '=', number).where('status', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The first answer's time; a later answer keeps it. */
export const markQuoteAnswered = (db: Db, number: string, at: string) =>
  db.updateTable('quote_requests').set({ answered_at: at }).where('number', '=', number).where('answered_at', 'is', null).execute();

export const markContactAnswered = (db: Db, number: string, at: string) =>
  db.updateTable('contact_messages').set({ answered_at: at }).where('number', '=', number).where('answered_at', 'is', null).execute();

export const insertRequestEvent = (db: Db, row: Insertable<RequestEventsTable>) => db.insertInto('request_events').values(row).execute();

export const listRequestEvents = (db: Db, number: string) =>
  db.selectFrom('request_events').select(['id', 'actor', 'action', 'note', 'at']).where('request_number', '=', number).orderBy('at').orderBy('id').execute();
