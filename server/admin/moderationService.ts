import { z } from 'zod';
import { getDb } from '@/server/db/connection';
import { notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { setReviewStatus } from '@/server/leads/reviewService';
import { findModeratedReview, findReviewsByStatus } from '@/server/leads/moderationRepository';
import { withDatabase } from '@/server/leads/write';

const LIST_LIMIT = 200;

export const reviewListQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') });
export const moderationAction = z.object({ action: z.enum(['approve', 'reject']) });

type Row = NonNullable<Awaited<ReturnType<typeof findModeratedReview>>>;

const reviewDto = (r: Row) => ({
  id: r.id,
  status: r.status,
  rating: r.rating,
  title: r.title,
  text: r.text,
  name: r.name,
  country: r.country,
  email: r.email,
  language: r.language,
  tour: r.tour_id,
  destination: r.destination_id,
  category: r.category,
  travelDate: r.travel_date,
  createdAt: r.created_at,
});

/** GET /api/admin/reviews?status=pending|approved|rejected → { reviews } newest first. */
export async function listReviews(query: unknown) {
  const { status } = parseInput(reviewListQuery, query);
  const rows = await withDatabase('admin-reviews', () => findReviewsByStatus(getDb(), status, LIST_LIMIT));
  return { reviews: rows.map(reviewDto) };
}

/** POST /api/admin/reviews/{id} { action } → { review }; 404 for an unknown id. */
export async function moderateReview(id: string, input: unknown) {
  const { action } = parseInput(moderationAction, input);
  return withDatabase('admin-moderate', async () => {
    const db = getDb();
    if (!(await setReviewStatus(db, id, action === 'approve' ? 'approved' : 'rejected'))) throw notFound();
    return { review: reviewDto((await findModeratedReview(db, id))!) };
  });
}
