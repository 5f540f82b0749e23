import { adminHandler } from '@/server/admin/adminHandler';
import { replyToRequest } from '@/server/admin/workflowService';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/inbox/{number}/reply { message } → { request, earlier } (as GET inbox/{number}); the answer is mailed in the traveller's language. */
export default adminHandler({ POST: async ({ req, operator }) => replyToRequest(String(req.query.number), await readJsonBody(req), operator) }, 'requests');
