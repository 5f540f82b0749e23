import { adminHandler } from '@/server/admin/adminHandler';
import { confirmBookingStep } from '@/server/admin/bookingSteps';

// No body is read: Next's parser would answer broken JSON or a megabyte in plain text, not the API's error.
export const config = { api: { bodyParser: false } };

/** POST /api/admin/bookings/{number}/confirm → the booking's { request, earlier } (as GET inbox/{number}) (availability confirmed: inquiry → provisional); 409 when its status does not allow it. */
export default adminHandler({ POST: ({ req, operator }) => confirmBookingStep(String(req.query.number), operator) }, 'requests');
