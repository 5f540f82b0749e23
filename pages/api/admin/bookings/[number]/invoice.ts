import { adminHandler } from '@/server/admin/adminHandler';
import { invoiceBookingStep } from '@/server/admin/bookingSteps';

// No body is read: Next's parser would answer broken JSON or a megabyte in plain text, not the API's error.
export const config = { api: { bodyParser: false } };

/** POST /api/admin/bookings/{number}/invoice → the booking's { request, earlier } (as GET inbox/{number}) (the deposit invoice issued: provisional → awaiting_deposit); 409 when its status does not allow it. */
export default adminHandler({ POST: ({ req, operator }) => invoiceBookingStep(String(req.query.number), operator) }, 'requests');
