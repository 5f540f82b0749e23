import { adminHandler } from '@/server/admin/adminHandler';
import { changeDeparture } from '@/server/admin/catalogueEditService';
import { nextRevalidate } from '@/server/admin/tourPages';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** PATCH /api/admin/departures/{id} { seatsTotal?, priceCents?, status?: 'open'|'closed' } → { departure, tour, departures, revalidated, failed }. */
export default adminHandler({
  PATCH: async ({ req, res, operator }) => changeDeparture(String(req.query.id), await readJsonBody(req), operator, nextRevalidate(res)),
}, 'catalogue');
