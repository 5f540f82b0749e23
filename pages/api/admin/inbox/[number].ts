import { adminHandler } from '@/server/admin/adminHandler';
import { inboxRequest } from '@/server/admin/inboxService';

/** GET /api/admin/inbox/{number} → { request (with its payload as sent), earlier } ; 404 unknown. */
export default adminHandler({ GET: ({ req }) => inboxRequest(String(req.query.number)) }, 'requests');
