import { adminHandler } from '@/server/admin/adminHandler';
import { adminRewardPaid } from '@/server/admin/affiliateService';

/** POST /api/admin/rewards/{id}/paid → { reward } now paid; 404 unknown, 409 unless earned. */
export default adminHandler({ POST: ({ req }) => adminRewardPaid(String(req.query.id)) });
