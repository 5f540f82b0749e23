import { adminHandler } from '@/server/admin/adminHandler';
import { getAssociateContent } from '@/server/content/associateContent';

/** GET /api/admin/associates/{id}/content → { languages: { en: { name, description, state }, … } }. */
export default adminHandler({ GET: ({ req }) => getAssociateContent(String(req.query.id)) }, 'catalogue');
