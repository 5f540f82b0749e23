import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/config';
import { reviewSchema } from '@/lib/leads/schemas';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { findTourBySlug } from '@/server/catalogue/tourRepository';
import { reviewMails } from '@/server/mail/compose';
import { enqueueMails } from '@/server/mail/outbox';
import { nextNumber } from './numbers';
import { idempotentWrite } from './idempotency';
import { insertReview } from './leadRepository';
import { findPendingReviews, updateReviewStatus } from './moderationRepository';
import { rejectWithoutFormToken } from './spam';
import { spendFormToken } from './spentFormTokens';
import { readForm, withDatabase } from './write';

/** POST /api/send_review: stored as pending; it shows only after the operator approves it. */
export async function submitReview(input: unknown, locale: Locale, idempotencyKey?: string, database?: Kysely<Database>) {
  const { parsed, formToken, answers: review } = readForm(reviewSchema, input);
  return withDatabase('review', async () => {
    const db = database ?? getDb();
    const token = await rejectWithoutFormToken(db, formToken);
    const tour = review.tour ? await findTourBySlug(db, locale, review.tour) : undefined;
    return idempotentWrite(db, 'review', idempotencyKey, review, async (trx) => {
      await spendFormToken(trx, token);
      const now = new Date();
      const id = await nextNumber(trx, 'R', now);
      await insertReview(trx, {
        id, tour_id: tour?.id ?? null, destination_id: null, category: tour?.category ?? 'general', name: review.name, country: review.country,
        language: locale, rating: review.rating, title: review.title, text: review.text, travel_date: review.travelDate,
        created_at: now.toISOString(), status: 'pending', email: review.email || null,
      });
      await enqueueMails(trx, reviewMails(id, locale, parsed, tour?.title), now);
      return { status: 201, body: { reviewId: id, status: 'pending' } };
    });
  });
}

/** The operator's decision (until the back office has a screen for it: `npm run reviews`). */
export const setReviewStatus = (db: Kysely<Database>, id: string, status: 'approved' | 'rejected'): Promise<boolean> => updateReviewStatus(db, id, status);

export const pendingReviews = (db: Kysely<Database>) => findPendingReviews(db);
