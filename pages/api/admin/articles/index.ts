import { adminHandler } from '@/server/admin/adminHandler';
import { createArticle, listArticleTexts } from '@/server/content/articleContent';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** GET /api/admin/articles → { articles }; POST { title, slug, category, publishDate? } → 201: a new article, its English a draft. */
export default adminHandler({
  GET: () => listArticleTexts(),
  POST: async ({ req, operator, status }) => {
    const created = await createArticle(await readJsonBody(req), operator);
    status(201);
    return created;
  },
}, 'catalogue');
