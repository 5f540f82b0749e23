import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { publishArticleContent } from '@/server/content/articleContent';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/articles/{id}/publish/{lang}: the draft goes live on that language's domain; its blog pages are rebuilt. */
export default adminHandler({
  POST: ({ req, res, operator }) => publishArticleContent(String(req.query.id), String(req.query.lang), operator, nextRevalidate(res)),
}, 'catalogue');
