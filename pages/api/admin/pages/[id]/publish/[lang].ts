import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { publishPageMeta } from '@/server/content/pageMeta';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/pages/{id}/publish/{lang}: the draft goes live and the page is rebuilt on that domain. */
export default adminHandler({
  POST: ({ req, res, operator }) => publishPageMeta(String(req.query.id), String(req.query.lang), operator, nextRevalidate(res)),
}, 'catalogue');
