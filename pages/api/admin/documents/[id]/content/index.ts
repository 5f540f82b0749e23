import { adminHandler } from '@/server/admin/adminHandler';
import { getDocumentContent } from '@/server/content/documentContent';

/** GET /api/admin/documents/{id}/content → { languages: { en: { body, state, … }, … }, onSite }: an information page's words. */
export default adminHandler({ GET: ({ req }) => getDocumentContent(String(req.query.id)) }, 'catalogue');
