import { adminHandler } from '@/server/admin/adminHandler';
import { articleRevisions } from '@/server/content/articleContent';

/** GET /api/admin/articles/{id}/revisions → { revisions }, newest first. */
export default adminHandler({ GET: ({ req }) => articleRevisions(String(req.query.id)) }, 'catalogue');
