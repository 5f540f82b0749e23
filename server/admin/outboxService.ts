import { z } from 'zod';
import { wholeNumber } from '@/lib/validation/numbers';
import { getDb } from '@/server/db/connection';
import { AppError, notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { findMail, listMails, makeMailDue } from './outboxRepository';

export const OUTBOX_PAGE_SIZE = 50;

export const outboxQuery = z.object({ state: z.enum(['queued', 'sent', 'failed']).optional(), page: wholeNumber(1, 10_000).optional() });

type Row = NonNullable<Awaited<ReturnType<typeof findMail>>>;

const stateOf = (m: Row) => (m.sent_at ? 'sent' : m.attempts > 0 && m.last_error !== null ? 'failed' : 'queued');

const mailDto = (m: Row) => ({
  id: m.id,
  state: stateOf(m),
  kind: m.kind,
  ref: m.ref,
  locale: m.locale,
  to: m.to_address,
  subject: m.subject,
  createdAt: m.created_at,
  attempts: Number(m.attempts),
  nextAttemptAt: m.next_attempt_at,
  sentAt: m.sent_at,
  lastError: m.last_error,
});

/** GET /api/admin/outbox?state=queued|sent|failed&page=n → { mails, page, pageSize } newest first. */
export async function listOutbox(query: unknown) {
  const { state, page = 1 } = parseInput(outboxQuery, query);
  const rows = await withDatabase('admin-outbox', () => listMails(getDb(), state, OUTBOX_PAGE_SIZE, (page - 1) * OUTBOX_PAGE_SIZE));
  return { mails: rows.map(mailDto), page, pageSize: OUTBOX_PAGE_SIZE };
}

/** POST /api/admin/outbox/{id}/retry → { mail } due now; 404 unknown, 409 already sent. */
export async function retryMail(id: string) {
  return withDatabase('admin-outbox-retry', async () => {
    const db = getDb();
    const mail = await findMail(db, id);
    if (!mail) throw notFound();
    if (!(await makeMailDue(db, id, new Date().toISOString()))) throw new AppError(409, 'already_sent', 'api.mailAlreadySent');
    return { mail: mailDto((await findMail(db, id))!) };
  });
}
