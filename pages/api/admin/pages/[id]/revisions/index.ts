import { adminHandler } from '@/server/admin/adminHandler';
import { pageMetaRevisions } from '@/server/content/pageMeta';

/** GET /api/admin/pages/{id}/revisions → { revisions }, newest first. */
export default adminHandler({ GET: ({ req }) => pageMetaRevisions(String(req.query.id)) }, 'catalogue');
