import { adminHandler } from '@/server/admin/adminHandler';
import { reopenRequest } from '@/server/admin/workflowService';

// No body is read: Next's parser would answer broken JSON or a megabyte in plain text, not the API's error.
export const config = { api: { bodyParser: false } };

/** POST /api/admin/inbox/{number}/reopen → { request, earlier } (as GET inbox/{number}); 409 unless a closed quote. */
export default adminHandler({ POST: ({ req, operator }) => reopenRequest(String(req.query.number), operator) }, 'requests');
