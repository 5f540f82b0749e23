import { adminHandler } from '@/server/admin/adminHandler';
import { saveDocumentDraft } from '@/server/content/documentContent';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** PUT /api/admin/documents/{id}/content/{lang} { body }: saved as a draft. */
export default adminHandler({
  PUT: async ({ req, operator }) => saveDocumentDraft(String(req.query.id), String(req.query.lang), await readJsonBody(req), operator),
}, 'catalogue');
