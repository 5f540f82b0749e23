import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { createDeal, listDeals } from '@/server/deals/dealService';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/admin/deals → { deals: [{ id, tourId, tourTitle, kind, value, startsOn, endsOn, state, priceFrom, dealPrice, editedAt, editedBy }] };
 * POST { tourId, kind: 'percent'|'amount', value (percent, or US cents), startsOn, endsOn } → 201 { deal, revalidated, failed }.
 */
export default adminHandler({
  GET: () => listDeals(),
  POST: async ({ req, res, operator, status }) => {
    const created = await createDeal(await readJsonBody(req), operator, nextRevalidate(res));
    status(201);
    return created;
  },
}, 'catalogue');
