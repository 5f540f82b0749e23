import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { setTourDays, tourDaysOf } from '@/server/admin/tourDaysService';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/admin/tours/{id}/days → { days: [{ day, blockId, title, place }], blocks };
 * PUT { days: [{ from } | { blockId }] } → the tour, its days and the pages rebuilt: days reordered, added, removed.
 */
export default adminHandler({
  GET: ({ req }) => tourDaysOf(String(req.query.id)),
  PUT: async ({ req, res, operator }) => setTourDays(String(req.query.id), await readJsonBody(req), operator, nextRevalidate(res)),
}, 'catalogue');
