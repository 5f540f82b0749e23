import { adminHandler } from '@/server/admin/adminHandler';
import { documentRevisions } from '@/server/content/documentContent';

/** GET /api/admin/documents/{id}/revisions → { revisions }, newest first. */
export default adminHandler({ GET: ({ req }) => documentRevisions(String(req.query.id)) }, 'catalogue');
