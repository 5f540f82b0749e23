import { adminHandler } from '@/server/admin/adminHandler';
import { getArticleContent } from '@/server/content/articleContent';

/** GET /api/admin/articles/{id}/content → { languages: { en: { title, slug, excerpt, body, state }, … } }. */
export default adminHandler({ GET: ({ req }) => getArticleContent(String(req.query.id)) }, 'catalogue');
