import { adminHandler } from '@/server/admin/adminHandler';
import { listAssociates } from '@/server/content/associateContent';

/** GET /api/admin/associates → { associates }: the About page's associations and partners, and where each language of their text stands. */
export default adminHandler({ GET: () => listAssociates() }, 'catalogue');
