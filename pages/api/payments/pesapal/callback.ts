import { apiHandler } from '@/server/http/apiHandler';
import { privateAnswer } from '@/server/http/privateAnswer';
import { returnFromProvider } from '@/server/payments/callback';

/** The traveller's way back from the provider's payment page: the outcome is checked, then BookingCompleted or Payment. */
export default apiHandler({
  GET: async ({ req, res }) => {
    privateAnswer(res);
    res.redirect(303, await returnFromProvider(req.query));
  },
}, { limit: 'paymentReturn' });
