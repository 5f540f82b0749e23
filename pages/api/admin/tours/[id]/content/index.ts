import { adminHandler } from '@/server/admin/adminHandler';
import { getTourContent } from '@/server/content/tourContent';

/** GET /api/admin/tours/{id}/content → { languages: { en: { title, slug, overview, …, state }, … } }. */
export default adminHandler({ GET: ({ req }) => getTourContent(String(req.query.id)) }, 'catalogue');
