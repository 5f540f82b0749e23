import { adminHandler } from '@/server/admin/adminHandler';
import { closeRequest } from '@/server/admin/workflowService';

// No body is read: Next's parser would answer broken JSON or a megabyte in plain text, not the API's error.
export const config = { api: { bodyParser: false } };

/** POST /api/admin/inbox/{number}/close → { request, earlier } (as GET inbox/{number}); 409 when closed already or a booking. */
export default adminHandler({ POST: ({ req, operator }) => closeRequest(String(req.query.number), operator) }, 'requests');
