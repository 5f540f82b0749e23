import { apiHandler } from '@/server/http/apiHandler';
import { readJsonBody } from '@/server/http/jsonBody';
import { privateAnswer } from '@/server/http/privateAnswer';
import { submitOrderRequest } from '@/server/payments/startPayment';

// The body is read by readJsonBody (a localised 413/415/400) rather than Next's parser.
export const config = { api: { bodyParser: false } };

/** POST /api/submit-order-request { bookingNumber, key }: 200 { redirect_url } to the provider's payment page. */
export default apiHandler({
  POST: async ({ req, res, locale }) => {
    privateAnswer(res);
    return submitOrderRequest(await readJsonBody(req), locale);
  },
}, { limit: 'payment' });
