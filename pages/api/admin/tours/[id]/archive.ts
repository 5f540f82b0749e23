import { adminHandler } from '@/server/admin/adminHandler';
import { archiveTour } from '@/server/admin/catalogueEditService';
import { nextRevalidate } from '@/server/admin/tourPages';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/admin/tours/{id}/archive → { tour, departures, bookingsAhead, revalidated, failed }: off the site for good
 * (no list, search, sitemap or booking; its page answers 404); DELETE → the same, back on the site.
 */
export default adminHandler({
  POST: ({ req, res, operator }) => archiveTour(String(req.query.id), true, operator, nextRevalidate(res)),
  DELETE: ({ req, res, operator }) => archiveTour(String(req.query.id), false, operator, nextRevalidate(res)),
}, 'catalogue');
