import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { articleSettingsOf, updateArticleSettings } from '@/server/content/articleContent';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** GET → { id, category, publishDate, cover }; PATCH { category, publishDate, coverMediaId }: the same in every language. */
export default adminHandler({
  GET: ({ req }) => articleSettingsOf(String(req.query.id)),
  PATCH: async ({ req, res }) => updateArticleSettings(String(req.query.id), await readJsonBody(req), nextRevalidate(res)),
}, 'catalogue');
