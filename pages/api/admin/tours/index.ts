import { adminHandler } from '@/server/admin/adminHandler';
import { listAdminTours } from '@/server/admin/catalogueEditService';
import { copyTour } from '@/server/content/tourCopy';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/admin/tours?q= → { tours: [{ id, title, category, tripType, days, priceFrom, available, editedAt, editedBy, slugs }] };
 * POST { copyFrom, title, slug } → 201 { id, languages }: a new tour copied from another, its English a draft.
 */
export default adminHandler({
  GET: ({ req }) => listAdminTours(req.query),
  POST: async ({ req, operator, status }) => {
    const created = await copyTour(await readJsonBody(req), operator);
    status(201);
    return created;
  },
}, 'catalogue');
