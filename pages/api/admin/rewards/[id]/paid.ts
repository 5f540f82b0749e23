import { adminHandler } from '@/server/admin/adminHandler';
import { adminRewardPaid } from '@/server/admin/affiliateService';

// No body is read: Next's parser would answer broken JSON or a megabyte in plain text, not the API's error.
export const config = { api: { bodyParser: false } };

/** POST /api/admin/rewards/{id}/paid → { reward } now paid; 404 unknown, 409 unless earned. */
export default adminHandler({ POST: ({ req }) => adminRewardPaid(String(req.query.id)) }, 'affiliates');
