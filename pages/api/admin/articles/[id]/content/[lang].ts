import { adminHandler } from '@/server/admin/adminHandler';
import { saveArticleDraft } from '@/server/content/articleContent';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** PUT /api/admin/articles/{id}/content/{lang}: one language's text, saved as a draft. */
export default adminHandler({
  PUT: async ({ req, operator }) => saveArticleDraft(String(req.query.id), String(req.query.lang), await readJsonBody(req), operator),
}, 'catalogue');
