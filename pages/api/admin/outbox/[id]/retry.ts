import { adminHandler } from '@/server/admin/adminHandler';
import { retryMail } from '@/server/admin/outboxService';

// No body is read: Next's parser would answer broken JSON or a megabyte in plain text, not the API's error.
export const config = { api: { bodyParser: false } };

/** POST /api/admin/outbox/{id}/retry → { mail } due now (the sender picks it up on its next round). */
export default adminHandler({ POST: ({ req }) => retryMail(String(req.query.id)) }, 'outbox');
