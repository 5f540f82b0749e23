import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { destinationOf, editDestination } from '@/server/content/destinationContent';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** GET → the place's facts and photo; PATCH any of { photoMediaId (null: its drawing again), group, lat, lng, altitudeM, areaKm2, bestMonths, highSeasonMonths, popular }. */
export default adminHandler({
  GET: ({ req }) => destinationOf(String(req.query.id)),
  PATCH: async ({ req, res, operator }) => editDestination(String(req.query.id), await readJsonBody(req), operator, nextRevalidate(res)),
}, 'catalogue');
