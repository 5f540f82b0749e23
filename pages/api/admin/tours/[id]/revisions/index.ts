import { adminHandler } from '@/server/admin/adminHandler';
import { tourRevisions } from '@/server/content/tourContent';

/** GET /api/admin/tours/{id}/revisions → { revisions }, newest first. */
export default adminHandler({ GET: ({ req }) => tourRevisions(String(req.query.id)) }, 'catalogue');
