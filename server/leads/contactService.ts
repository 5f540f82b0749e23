import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/config';
import { contactSchema } from '@/lib/leads/schemas';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { contactMails } from '@/server/mail/compose';
import { enqueueMails } from '@/server/mail/outbox';
import { nextNumber } from './numbers';
import { idempotentWrite } from './idempotency';
import { insertContactMessage } from './leadRepository';
import { rejectWithoutFormToken } from './spam';
import { spendFormToken } from './spentFormTokens';
import { readForm, withDatabase } from './write';

/** POST /api/contact_us: the message, its acknowledgement and the operator's notice, in one go. */
export async function submitContact(input: unknown, locale: Locale, idempotencyKey?: string, database?: Kysely<Database>) {
  const { parsed, formToken, answers: message } = readForm(contactSchema, input);
  return withDatabase('contact', async () => {
    const db = database ?? getDb();
    const token = await rejectWithoutFormToken(db, formToken);
    return idempotentWrite(db, 'contact', idempotencyKey, message, async (trx) => {
      await spendFormToken(trx, token);
      const now = new Date();
      const number = await nextNumber(trx, 'C', now);
      await insertContactMessage(trx, { number, locale, full_name: message.fullName, email: message.email, payload: JSON.stringify(message), created_at: now.toISOString() });
      await enqueueMails(trx, contactMails(number, locale, parsed), now);
      return { status: 201, body: { reference: number } };
    });
  });
}
