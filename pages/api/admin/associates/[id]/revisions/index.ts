import { adminHandler } from '@/server/admin/adminHandler';
import { associateRevisions } from '@/server/content/associateContent';

/** GET /api/admin/associates/{id}/revisions → { revisions }, newest first. */
export default adminHandler({ GET: ({ req }) => associateRevisions(String(req.query.id)) }, 'catalogue');
