import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { changeDeal, getDeal, removeDeal } from '@/server/deals/dealService';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** GET /api/admin/deals/{id} → { deal }; PATCH { kind?, value?, startsOn?, endsOn? } → { deal, revalidated, failed }; DELETE → { deleted }. */
export default adminHandler({
  GET: ({ req }) => getDeal(String(req.query.id)),
  PATCH: async ({ req, res, operator }) => changeDeal(String(req.query.id), await readJsonBody(req), operator, nextRevalidate(res)),
  DELETE: ({ req, res }) => removeDeal(String(req.query.id), nextRevalidate(res)),
}, 'catalogue');
