import { adminHandler } from '@/server/admin/adminHandler';
import { getPageMetaContent } from '@/server/content/pageMeta';

/** GET /api/admin/pages/{id}/content → { languages: { en: { title, description, state, … }, … } }. */
export default adminHandler({ GET: ({ req }) => getPageMetaContent(String(req.query.id)) }, 'catalogue');
