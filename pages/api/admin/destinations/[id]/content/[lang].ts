import { adminHandler } from '@/server/admin/adminHandler';
import { saveDestinationDraft } from '@/server/content/destinationContent';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** PUT /api/admin/destinations/{id}/content/{lang}: one language's text, saved as a draft. */
export default adminHandler({
  PUT: async ({ req, operator }) => saveDestinationDraft(String(req.query.id), String(req.query.lang), await readJsonBody(req), operator),
}, 'catalogue');
