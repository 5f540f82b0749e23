import { apiHandler } from '@/server/http/apiHandler';
import { getBookingView } from '@/server/bookings/viewService';
import { privateAnswer } from '@/server/http/privateAnswer';

/** GET /api/bookings/{number}?key=: the booking behind a manage link (404 without the right key). */
export default apiHandler({
  GET: ({ req, res, locale }) => {
    privateAnswer(res);
    return getBookingView(req.query.number, req.query.key, undefined, locale);
  },
});
