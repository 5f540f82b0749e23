import { adminHandler } from '@/server/admin/adminHandler';
import { savePageMetaDraft } from '@/server/content/pageMeta';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** PUT /api/admin/pages/{id}/content/{lang} { title, description }: saved as a draft. */
export default adminHandler({
  PUT: async ({ req, operator }) => savePageMetaDraft(String(req.query.id), String(req.query.lang), await readJsonBody(req), operator),
}, 'catalogue');
