import { adminHandler } from '@/server/admin/adminHandler';
import { destinationRevisions } from '@/server/content/destinationContent';

/** GET /api/admin/destinations/{id}/revisions → { revisions }, newest first. */
export default adminHandler({ GET: ({ req }) => destinationRevisions(String(req.query.id)) }, 'catalogue');
