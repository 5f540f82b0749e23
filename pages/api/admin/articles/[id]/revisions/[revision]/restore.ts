import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { restoreArticleRevision } from '@/server/content/articleContent';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/articles/{id}/revisions/{revision}/restore: that version is published again, as the newest. */
export default adminHandler({
  POST: ({ req, res, operator }) => restoreArticleRevision(String(req.query.id), String(req.query.revision), operator, nextRevalidate(res)),
}, 'catalogue');
