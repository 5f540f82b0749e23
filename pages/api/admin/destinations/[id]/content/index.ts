import { adminHandler } from '@/server/admin/adminHandler';
import { getDestinationContent } from '@/server/content/destinationContent';

/** GET /api/admin/destinations/{id}/content → { languages: { en: { name, slug, summary, …, state }, … } }. */
export default adminHandler({ GET: ({ req }) => getDestinationContent(String(req.query.id)) }, 'catalogue');
