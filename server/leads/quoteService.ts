import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/config';
import { ATTRIBUTION_COOKIE } from '@/lib/affiliate/rules';
import { quoteRequestSchema } from '@/lib/leads/schemas';
import { recordReferral, visitorUserId } from '@/server/affiliate/service';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { findTourBySlug } from '@/server/catalogue/tourRepository';
import { AppError } from '@/server/http/errors';
import type { LeadContext } from '@/server/http/leadRoute';
import { quoteMails } from '@/server/mail/compose';
import { enqueueMails } from '@/server/mail/outbox';
import { nextNumber } from './numbers';
import { idempotentWrite } from './idempotency';
import { insertQuoteRequest } from './leadRepository';
import { rejectWithoutFormToken } from './spam';
import { spendFormToken } from './spentFormTokens';
import { readForm, withDatabase } from './write';

/**
 * POST /api/requestquote: validate, refuse bots, store the request and its two mails, answer 201
 * with the quote number. A visitor who came through an affiliate's link (the attribution cookie
 * in `context`) is recorded as that affiliate's friend in the same transaction.
 */
export async function submitQuote(input: unknown, locale: Locale, idempotencyKey?: string, context?: LeadContext, database?: Kysely<Database>) {
  const { parsed, formToken, answers: quote } = readForm(quoteRequestSchema, input);
  return withDatabase('quote', async () => {
    const db = database ?? getDb();
    const token = await rejectWithoutFormToken(db, formToken);
    const tour = quote.tour ? await findTourBySlug(db, locale, quote.tour) : undefined;
    // The modal is always about a tour; the wizard keeps an unknown slug in the payload as typed.
    if (quote.source === 'modal' && !tour) throw new AppError(400, 'invalid_input', 'api.invalidInput', { tour: 'validation.invalid' });
    const visitor = await visitorUserId(context?.cookies.token, db);
    return idempotentWrite(db, 'quote', idempotencyKey, quote, async (trx) => {
      await spendFormToken(trx, token);
      const now = new Date();
      const number = await nextNumber(trx, 'Q', now);
      await insertQuoteRequest(trx, {
        number, locale, source: quote.source, tour_id: tour?.id ?? null, full_name: quote.fullName, email: quote.email, phone: quote.phone,
        country: quote.country, departure_date: quote.departureDate, adults: quote.adults, children: quote.children,
        payload: JSON.stringify(quote), created_at: now.toISOString(),
      });
      await enqueueMails(trx, quoteMails(number, locale, parsed, tour && { title: tour.title, slug: tour.slug }), now);
      const referral = context && { slug: context.cookies[ATTRIBUTION_COOKIE], ip: context.ip, visitorUserId: visitor };
      await recordReferral(trx, referral, { quoteNumber: number, email: quote.email, name: quote.fullName, createdAt: now.toISOString() });
      return { status: 201, body: { quoteNumber: number } };
    });
  });
}
