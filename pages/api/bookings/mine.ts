import { apiHandler } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { privateAnswer } from '@/server/http/privateAnswer';
import { accountBookings } from '@/server/bookings/accountBookings';

/** GET /api/bookings/mine: the signed-in traveller's bookings, with `Authorization: Bearer <token>` (401 without a valid one): `{ bookings: [...] }`. */
export default apiHandler({
  GET: ({ req, res }) => {
    // Private links inside: never cached by anyone.
    privateAnswer(res);
    return accountBookings(bearerToken(req));
  },
});
