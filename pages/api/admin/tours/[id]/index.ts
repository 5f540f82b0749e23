import { adminHandler } from '@/server/admin/adminHandler';
import { editTour, editTourFacts, getAdminTour } from '@/server/admin/catalogueEditService';
import { nextRevalidate } from '@/server/admin/tourPages';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/admin/tours/{id} → { tour, departures }.
 * PUT { priceFrom, available } → saved, then { tour, departures, revalidated, failed } (the pages rebuilt, and any that could not be).
 * PATCH { category?, tripType?, safariType?, level?, tags?, startId?, endId? } → the same, for the tour's facts.
 */
export default adminHandler({
  GET: ({ req }) => getAdminTour(String(req.query.id)),
  PUT: async ({ req, res, operator }) => editTour(String(req.query.id), await readJsonBody(req), operator, nextRevalidate(res)),
  PATCH: async ({ req, res, operator }) => editTourFacts(String(req.query.id), await readJsonBody(req), operator, nextRevalidate(res)),
}, 'catalogue');
