import { adminHandler } from '@/server/admin/adminHandler';
import { saveAssociateDraft } from '@/server/content/associateContent';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** PUT /api/admin/associates/{id}/content/{lang} { name, description }: saved as a draft. */
export default adminHandler({
  PUT: async ({ req, operator }) => saveAssociateDraft(String(req.query.id), String(req.query.lang), await readJsonBody(req), operator),
}, 'catalogue');
