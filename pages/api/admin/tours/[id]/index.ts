import { adminHandler } from '@/server/admin/adminHandler';
import { editTour, getAdminTour } from '@/server/admin/catalogueEditService';
import { nextRevalidate } from '@/server/admin/tourPages';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/admin/tours/{id} → { tour, departures }.
 * PUT { priceFrom, available } → saved, then { tour, departures, revalidated, failed } (the pages rebuilt, and any that could not be).
 */
export default adminHandler({
  GET: ({ req }) => getAdminTour(String(req.query.id)),
  PUT: async ({ req, res, operator }) => editTour(String(req.query.id), await readJsonBody(req), operator, nextRevalidate(res)),
}, 'catalogue');
