import { adminHandler } from '@/server/admin/adminHandler';
import { closeRequest } from '@/server/admin/workflowService';

/** POST /api/admin/inbox/{number}/close → { request, earlier } (as GET inbox/{number}); 409 when closed already or a booking. */
export default adminHandler({ POST: ({ req, operator }) => closeRequest(String(req.query.number), operator) });
