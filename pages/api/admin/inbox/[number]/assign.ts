import { adminHandler } from '@/server/admin/adminHandler';
import { assignRequest } from '@/server/admin/workflowService';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/inbox/{number}/assign { operatorId: string | null } → { request, earlier } as GET inbox/{number} answers. */
export default adminHandler({ POST: async ({ req, operator }) => assignRequest(String(req.query.number), await readJsonBody(req), operator) }, 'requests');
