import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { publishTourContent } from '@/server/content/tourContent';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/tours/{id}/publish/{lang}: the draft goes live; the tour's pages are rebuilt on every domain. */
export default adminHandler({
  POST: ({ req, res, operator }) => publishTourContent(String(req.query.id), String(req.query.lang), operator, nextRevalidate(res)),
}, 'catalogue');
