import { adminHandler } from '@/server/admin/adminHandler';
import { adminAffiliates } from '@/server/admin/affiliateService';

/** GET /api/admin/affiliates → { affiliates: [{ id, slug, name, email, createdAt, friends, rewards, totals }] } newest first. */
export default adminHandler({ GET: () => adminAffiliates() }, 'affiliates');
