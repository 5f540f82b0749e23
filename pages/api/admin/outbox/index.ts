import { adminHandler } from '@/server/admin/adminHandler';
import { listOutbox } from '@/server/admin/outboxService';

/** GET /api/admin/outbox?state=queued|sent|failed&page=n → { mails, page, pageSize } newest first, 50 a page. */
export default adminHandler({ GET: ({ req }) => listOutbox(req.query) }, 'outbox');
