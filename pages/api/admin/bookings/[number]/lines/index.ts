import { adminHandler } from '@/server/admin/adminHandler';
import { addBookingLine } from '@/server/admin/bookingLinesService';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/bookings/{number}/lines { kind: extra|discount|override, description, amountCents, quantity } → 201 { booking, difference, line }. */
export default adminHandler({
  POST: async ({ req, operator, status }) => {
    const added = await addBookingLine(String(req.query.number), await readJsonBody(req), operator);
    status(201);
    return added;
  },
}, 'requests');
