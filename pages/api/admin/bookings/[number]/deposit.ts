import { adminHandler } from '@/server/admin/adminHandler';
import { depositBookingStep } from '@/server/admin/bookingSteps';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/bookings/{number}/deposit { amountCents?, reference } → the booking's { request, earlier } (as GET inbox/{number}): a bank transfer recorded (once per reference). */
export default adminHandler({ POST: async ({ req, operator }) => depositBookingStep(String(req.query.number), await readJsonBody(req), operator) }, 'requests');
