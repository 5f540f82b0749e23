import { adminHandler } from '@/server/admin/adminHandler';
import { inbox } from '@/server/admin/inboxService';

/** GET /api/admin/inbox?kind=quote|contact|booking&status=&language=&affiliate=yes|no → { items } newest first. */
export default adminHandler({ GET: ({ req }) => inbox(req.query) }, 'requests');
