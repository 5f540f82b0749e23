import { adminHandler } from '@/server/admin/adminHandler';
import { cancelBookingStep } from '@/server/admin/bookingSteps';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/bookings/{number}/cancel { reason } → the booking's { request, earlier } (as GET inbox/{number}); seats back on sale, the traveller mailed. */
export default adminHandler({ POST: async ({ req, operator }) => cancelBookingStep(String(req.query.number), await readJsonBody(req), operator) }, 'requests');
