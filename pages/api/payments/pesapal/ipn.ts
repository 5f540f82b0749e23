import { apiHandler } from '@/server/http/apiHandler';
import { readJsonBody } from '@/server/http/jsonBody';
import { answerIpn } from '@/server/payments/ipn';

export const config = { api: { bodyParser: false } };

/** The provider's instant payment notification, by GET (query) or POST (JSON): answered with its own JSON. */
export default apiHandler({
  GET: ({ req }) => answerIpn(req.query),
  POST: async ({ req }) => answerIpn({ ...req.query, ...((await readJsonBody(req)) as object) }),
}, { limit: 'paymentNotice' });
