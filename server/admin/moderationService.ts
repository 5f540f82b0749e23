import { z } from 'zod';
import { getDb } from '@/server/db/connection';
import { notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { setReviewStatus } from '@/server/leads/reviewService';
import { countApprovedSamples, findModeratedReview, findReviewsByStatus } from '@/server/leads/moderationRepository';
import { sampleReviewsShown } from '@/server/catalogue/sampleReviews';
import { withDatabase } from '@/server/leads/write';
import { LOCALES } from '@/lib/i18n/config';
import { localePath, revalidatePages, tourPagePaths, type Revalidate } from './tourPages';

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

/**
 * GET /api/admin/reviews?status=pending|approved|rejected → { reviews, samplesShown } newest first;
 * `samplesShown`: the seed's samples the guest book shows beside the approved ones (never listed
 * here: they are not travellers'), so the office can tell why the site counts more.
 */
export async function listReviews(query: unknown) {
  const { status } = parseInput(reviewListQuery, query);
  const [rows, samplesShown] = await withDatabase('admin-reviews', () =>
    Promise.all([findReviewsByStatus(getDb(), status, LIST_LIMIT), status === 'approved' && sampleReviewsShown() ? countApprovedSamples(getDb()) : 0]),
  );
  return { reviews: rows.map(reviewDto), samplesShown };
}

/** The cached (ISR) pages that show travellers' reviews or their rating: home and About, and the review's tour page, in every language. */
const REVIEW_PAGES = ['/', '/About'];

async function pagesShowingReview(tourId: string | null): Promise<string[]> {
  const paths = REVIEW_PAGES.flatMap((page) => LOCALES.map((locale) => localePath(locale, page)));
  return tourId ? [...paths, ...(await tourPagePaths(getDb(), tourId))] : paths;
}

/**
 * POST /api/admin/reviews/{id} { action } → { review, revalidated, failed }; 404 for an unknown id.
 * Then publishes: the cached pages showing reviews are rebuilt, so an approved review (or a
 * rejected one's absence) is on the site at once, not after the pages' 10 minutes.
 */
export async function moderateReview(id: string, input: unknown, revalidate?: Revalidate) {
  const { action } = parseInput(moderationAction, input);
  const { review, tourId } = await withDatabase('admin-moderate', async () => {
    const db = getDb();
    if (!(await setReviewStatus(db, id, action === 'approve' ? 'approved' : 'rejected'))) throw notFound();
    const row = (await findModeratedReview(db, id))!;
    return { review: reviewDto(row), tourId: row.tour_id };
  });
  if (!revalidate) return { review, revalidated: [], failed: [] };
  return { review, ...(await revalidatePages(revalidate, await pagesShowingReview(tourId))) };
}
