import { adminHandler } from '@/server/admin/adminHandler';
import { amendBooking } from '@/server/admin/bookingAmendService';
import { adminBooking } from '@/server/admin/bookingChange';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/admin/bookings/{number} → { booking } (totalCents, depositCents, balanceCents, lines, invoices, payments, history…);
 * PATCH any of { departureId, startDate, adults, children, childAges, rooms, level, fullName, email, phone, country }
 * → { booking, difference }: priced again, seats moved, invoice issued again, the traveller mailed.
 * PATCH …?preview=1 answers the same for the change as it would be, with `preview: true`, and changes nothing.
 */
export default adminHandler({
  GET: ({ req }) => adminBooking(String(req.query.number)),
  PATCH: async ({ req, operator }) => amendBooking(String(req.query.number), await readJsonBody(req), operator, { preview: req.query.preview === '1' }),
}, 'requests');
