import { adminHandler } from '@/server/admin/adminHandler';
import { changeBookingEmail } from '@/server/admin/bookingEmail';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/bookings/{number}/email { email } → the booking's { request, earlier } (as GET inbox/{number}); the address corrected and the private link mailed to it. */
export default adminHandler({ POST: async ({ req, operator }) => changeBookingEmail(String(req.query.number), await readJsonBody(req), operator) }, 'requests');
