import { adminHandler } from '@/server/admin/adminHandler';
import { listPageMeta } from '@/server/content/pageMeta';

/** GET /api/admin/pages → { pages: [{ id, path, title, states }] }: every fixed page and where each language of its meta stands. */
export default adminHandler({ GET: () => listPageMeta() }, 'catalogue');
