import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/config';
import { quoteRequestSchema } from '@/lib/leads/schemas';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { findTourBySlug } from '@/server/catalogue/tourRepository';
import { AppError } from '@/server/http/errors';
import { quoteMails } from '@/server/mail/compose';
import { enqueueMails } from '@/server/mail/outbox';
import { nextNumber } from './numbers';
import { idempotentWrite } from './idempotency';
import { insertQuoteRequest } from './leadRepository';
import { readForm, withDatabase } from './write';

/** POST /api/requestquote: validate, refuse bots, store the request and its two mails, answer 201 with the quote number. */
export async function submitQuote(input: unknown, locale: Locale, idempotencyKey?: string, database?: Kysely<Database>) {
  const { parsed, answers: quote } = readForm(quoteRequestSchema, input);
  return withDatabase('quote', async () => {
    const db = database ?? getDb();
    const tour = quote.tour ? await findTourBySlug(db, locale, quote.tour) : undefined;
    // The modal is always about a tour; the wizard keeps an unknown slug in the payload as typed.
    if (quote.source === 'modal' && !tour) throw new AppError(400, 'invalid_input', 'api.invalidInput', { tour: 'validation.invalid' });
    return idempotentWrite(db, 'quote', idempotencyKey, quote, async (trx) => {
      const now = new Date();
      const number = await nextNumber(trx, 'Q', now);
      await insertQuoteRequest(trx, {
        number, locale, source: quote.source, tour_id: tour?.id ?? null, full_name: quote.fullName, email: quote.email, phone: quote.phone,
        country: quote.country, departure_date: quote.departureDate, adults: quote.adults, children: quote.children,
        payload: JSON.stringify(quote), created_at: now.toISOString(),
      });
      await enqueueMails(trx, quoteMails(number, locale, parsed, tour?.title), now);
      return { status: 201, body: { quoteNumber: number } };
    });
  });
}
