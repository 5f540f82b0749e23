import { adminHandler } from '@/server/admin/adminHandler';
import { retryMail } from '@/server/admin/outboxService';

/** POST /api/admin/outbox/{id}/retry → { mail } due now (the sender picks it up on its next round). */
export default adminHandler({ POST: ({ req }) => retryMail(String(req.query.id)) });
