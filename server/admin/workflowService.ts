import { z } from 'zod';
import type { Locale } from '@/lib/i18n/config';
import { multiLineString, oneLineString } from '@/lib/validation/text';
import { getDb } from '@/server/db/connection';
import { AppError, notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { enqueueMails } from '@/server/mail/outbox';
import { operatorReplyMail } from '@/server/mail/replyMail';
import { kickOutbox } from '@/server/mail/worker';
import { kindOfNumber, type InboxKind } from './inboxItems';
import { inboxDetail } from './inboxService';
import type { Operator } from './operatorService';
import { recordEvent } from './requestEvents';
import { findActiveOperator, findQuoteState, findRequestState, listRequestEvents, markContactAnswered, markQuoteAnswered, moveQuoteStatus, setAssignee } from './workflowRepository';

/** The longest answer the operator can send in one mail. */
export const REPLY_MAX = 5000;

export const assignSchema = z.object({ operatorId: oneLineString().min(1).max(32).nullable() });
export const replySchema = z.object({ message: multiLineString().min(1, { error: 'key:required' }).max(REPLY_MAX) });

/** Quote statuses still open to the operator's work (not closed, not turned into a booking). */
export const OPEN_QUOTE = ['new', 'open', 'answered'];

/** The kind of a request number; 404 for anything that is not a request's. */
export function requestKind(number: string): InboxKind {
  const kind = kindOfNumber(number);
  if (!kind) throw notFound();
  return kind;
}

const requestClosed = () => new AppError(409, 'already_closed', 'api.requestClosed');
const requestNotClosed = () => new AppError(409, 'not_closed', 'api.requestNotClosed');

/** POST /api/admin/inbox/{number}/assign { operatorId | null } → { request, earlier } (as GET inbox/{number}); 400 for an unknown or disabled operator. */
export async function assignRequest(number: string, input: unknown, operator: Operator) {
  const { operatorId } = parseInput(assignSchema, input);
  const kind = requestKind(number);
  return withDatabase('admin-assign', async () => {
    const db = getDb();
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      if (!(await findRequestState(trx, kind, number))) throw notFound();
      const assignee = operatorId === null ? null : await findActiveOperator(trx, operatorId);
      if (assignee === undefined) throw new AppError(400, 'invalid_input', 'api.invalidInput', { operatorId: 'validation.invalid' });
      await setAssignee(trx, kind, number, assignee?.id ?? null);
      await recordEvent(trx, { number, kind, actor: operator.email, action: assignee ? 'assign' : 'unassign', note: assignee ? `${assignee.name} <${assignee.email}>` : '', now });
    });
    return inboxDetail(db, number, now);
  });
}

/**
 * POST /api/admin/inbox/{number}/reply { message } → { request, earlier } (as GET inbox/{number}). The answer goes to the
 * traveller through the outbox in the request's language and stays in the history; a waiting quote
 * becomes 'answered', and the first answer's time is kept (quotes and messages).
 */
export async function replyToRequest(number: string, input: unknown, operator: Operator) {
  const { message } = parseInput(replySchema, input);
  const kind = requestKind(number);
  const detail = await withDatabase('admin-reply', async () => {
    const db = getDb();
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      const request = await findRequestState(trx, kind, number);
      if (!request) throw notFound();
      const mail = operatorReplyMail({ number, locale: request.locale as Locale, to: request.email, name: request.full_name, message, operatorName: operator.name });
      await enqueueMails(trx, [mail], now);
      await recordEvent(trx, { number, kind, actor: operator.email, action: 'reply', note: message, now });
      if (kind === 'quote') {
        await moveQuoteStatus(trx, number, ['new', 'open'], 'answered');
        await markQuoteAnswered(trx, number, now.toISOString());
      }
      if (kind === 'contact') await markContactAnswered(trx, number, now.toISOString());
    });
    return inboxDetail(db, number, now);
  });
  kickOutbox();
  return detail;
}

/**
 * POST /api/admin/inbox/{number}/close → { request, earlier } (as GET inbox/{number}). A quote becomes 'closed'; a message
 * counts as answered. 409 when it was closed already (or the quote became a booking), and for a
 * booking, which is cancelled instead.
 */
export async function closeRequest(number: string, operator: Operator) {
  const kind = requestKind(number);
  if (kind === 'booking') throw new AppError(409, 'not_closable', 'api.bookingNotClosable');
  return withDatabase('admin-close', async () => {
    const db = getDb();
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      if (!(await findRequestState(trx, kind, number))) throw notFound();
      if (kind === 'quote' && !(await moveQuoteStatus(trx, number, OPEN_QUOTE, 'closed'))) throw requestClosed();
      if (kind === 'contact') {
        if ((await listRequestEvents(trx, number)).some((e) => e.action === 'close')) throw requestClosed();
        await markContactAnswered(trx, number, now.toISOString());
      }
      await recordEvent(trx, { number, kind, actor: operator.email, action: 'close', now });
    });
    return inboxDetail(db, number, now);
  });
}

/**
 * POST /api/admin/inbox/{number}/reopen → { request, earlier } (as GET inbox/{number}). A quote
 * closed by mistake is worked on again: 'answered' when it had an answer, 'open' otherwise (its
 * first answer's time kept); the traveller is not written to. 409 for a quote that is not closed
 * (open, or turned into a booking), and for messages and bookings, which are never reopened.
 */
export async function reopenRequest(number: string, operator: Operator) {
  if (requestKind(number) !== 'quote') throw new AppError(409, 'not_reopenable', 'api.requestNotReopenable');
  return withDatabase('admin-reopen', async () => {
    const db = getDb();
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      const quote = await findQuoteState(trx, number);
      if (!quote) throw notFound();
      if (!(await moveQuoteStatus(trx, number, ['closed'], quote.answered_at ? 'answered' : 'open'))) throw requestNotClosed();
      await recordEvent(trx, { number, kind: 'quote', actor: operator.email, action: 'reopen', now });
    });
    return inboxDetail(db, number, now);
  });
}
