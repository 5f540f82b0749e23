import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { publishAssociate } from '@/server/content/associateContent';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/associates/{id}/publish/{lang}: the draft goes live; the About page is rebuilt. */
export default adminHandler({
  POST: ({ req, res, operator }) => publishAssociate(String(req.query.id), String(req.query.lang), operator, nextRevalidate(res)),
}, 'catalogue');
