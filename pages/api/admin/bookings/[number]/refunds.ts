import { adminHandler } from '@/server/admin/adminHandler';
import { refundPayment } from '@/server/admin/refundService';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/bookings/{number}/refunds { paymentId, amountCents, reference?, method? } → 201 { booking, refund } (online payments through Pesapal's refund request). */
export default adminHandler({
  POST: async ({ req, operator, status }) => {
    const done = await refundPayment(String(req.query.number), await readJsonBody(req), operator);
    status(201);
    return done;
  },
}, 'requests');
