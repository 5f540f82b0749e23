import { adminHandler } from '@/server/admin/adminHandler';
import { saveTourDraft } from '@/server/content/tourContent';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** PUT /api/admin/tours/{id}/content/{lang}: one language's entry saved as a draft → the content with its states. */
export default adminHandler({
  PUT: async ({ req, operator }) => saveTourDraft(String(req.query.id), String(req.query.lang), await readJsonBody(req), operator),
}, 'catalogue');
