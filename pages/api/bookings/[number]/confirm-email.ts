import { apiHandler } from '@/server/http/apiHandler';
import { confirmBookingEmail } from '@/server/bookings/emailConfirmation';
import { readJsonBody } from '@/server/http/jsonBody';
import { privateAnswer } from '@/server/http/privateAnswer';

// The body is read by readJsonBody (a localised 413/415/400) rather than Next's parser.
export const config = { api: { bodyParser: false } };

/** POST /api/bookings/{number}/confirm-email { key, code }: the mailed link confirms the traveller's address → the booking (404 for a wrong key or code). */
export default apiHandler({
  POST: async ({ req, res }) => {
    privateAnswer(res);
    return confirmBookingEmail(req.query.number, await readJsonBody(req));
  },
}, { limit: 'bookingLink' });
