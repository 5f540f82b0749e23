import { adminHandler } from '@/server/admin/adminHandler';
import { listAdminTours } from '@/server/admin/catalogueEditService';
import { createBlankTour } from '@/server/content/tourBlank';
import { copyTour } from '@/server/content/tourCopy';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/admin/tours?q= → { tours: [{ id, title, category, tripType, days, priceFrom, available, editedAt, editedBy, slugs }] };
 * POST { copyFrom, title, slug } → 201 { id, languages }: a new tour copied from another, its English a draft;
 * POST { title, slug, category, tripType, safariType, level, priceFrom, blockIds } (no copyFrom) → 201: a blank one.
 */
export default adminHandler({
  GET: ({ req }) => listAdminTours(req.query),
  POST: async ({ req, operator, status }) => {
    const body = await readJsonBody(req);
    const copied = typeof body === 'object' && body !== null && 'copyFrom' in body;
    const created = copied ? await copyTour(body, operator) : await createBlankTour(body, operator);
    status(201);
    return created;
  },
}, 'catalogue');
