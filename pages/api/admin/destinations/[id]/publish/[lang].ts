import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { publishDestinationContent } from '@/server/content/destinationContent';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/destinations/{id}/publish/{lang}: the draft goes live; the pages listing destinations are rebuilt. */
export default adminHandler({
  POST: ({ req, res, operator }) => publishDestinationContent(String(req.query.id), String(req.query.lang), operator, nextRevalidate(res)),
}, 'catalogue');
