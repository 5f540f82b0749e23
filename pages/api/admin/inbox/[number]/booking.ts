import { adminHandler } from '@/server/admin/adminHandler';
import { bookQuote } from '@/server/admin/quoteBooking';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/inbox/{number}/booking { departureId?, startDate?, adults?, children?, childrenAges? } → 201 { booking: { number }, request }. */
export default adminHandler({
  POST: async ({ req, operator, status }) => {
    const answer = await bookQuote(String(req.query.number), await readJsonBody(req), operator);
    status(201);
    return answer;
  },
}, 'requests');
