import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { restorePageMeta } from '@/server/content/pageMeta';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/pages/{id}/revisions/{revision}/restore: that version is published again, as the newest. */
export default adminHandler({
  POST: ({ req, res, operator }) => restorePageMeta(String(req.query.id), String(req.query.revision), operator, nextRevalidate(res)),
}, 'catalogue');
