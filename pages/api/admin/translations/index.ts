import { adminHandler } from '@/server/admin/adminHandler';
import { translationsList } from '@/server/content/translations';

/** GET /api/admin/translations?lang=de&state=missing,outdated → { lang, items: [{ kind, id, title, state }] }. */
export default adminHandler({ GET: ({ req }) => translationsList(req.query) }, 'catalogue');
