import { adminHandler } from '@/server/admin/adminHandler';
import { moderateReview } from '@/server/admin/moderationService';
import { nextRevalidate } from '@/server/admin/tourPages';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/reviews/{id} { action: 'approve' | 'reject' } → { review, revalidated, failed }; 404 unknown. */
export default adminHandler({ POST: async ({ req, res }) => moderateReview(String(req.query.id), await readJsonBody(req), nextRevalidate(res)) }, 'reviews');
