import { adminHandler } from '@/server/admin/adminHandler';
import { listReviews } from '@/server/admin/moderationService';

/** GET /api/admin/reviews?status=pending|approved|rejected (default pending) → { reviews } newest first. */
export default adminHandler({ GET: ({ req }) => listReviews(req.query) }, 'reviews');
