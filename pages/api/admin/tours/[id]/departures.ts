import { adminHandler } from '@/server/admin/adminHandler';
import { addDeparture, changeDepartures } from '@/server/admin/catalogueEditService';
import { nextRevalidate } from '@/server/admin/tourPages';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/admin/tours/{id}/departures { startDate, seatsTotal, priceCents } → 201 { departure, tour, departures, revalidated, failed }.
 * PATCH { from, to, seatsTotal?, priceCents?, status? } → { changed, tour, departures, … }: every departure in the range at once.
 */
export default adminHandler({
  POST: async ({ req, res, operator, status }) => {
    const answer = await addDeparture(String(req.query.id), await readJsonBody(req), operator, nextRevalidate(res));
    status(201);
    return answer;
  },
  PATCH: async ({ req, res, operator }) => changeDepartures(String(req.query.id), await readJsonBody(req), operator, nextRevalidate(res)),
}, 'catalogue');
