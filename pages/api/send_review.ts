import { apiHandler } from '@/server/http/apiHandler';
import { readJsonBody } from '@/server/http/jsonBody';
import { idempotencyKey } from '@/server/http/idempotencyKey';
import { submitReview } from '@/server/leads/reviewService';
import { kickOutbox } from '@/server/mail/worker';

// The body is read by readJsonBody (localised 413) rather than Next's parser. Next needs the literal here.
export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: async ({ req, locale, status }) => {
    const answer = await submitReview(await readJsonBody(req), locale, idempotencyKey(req));
    status(answer.status);
    kickOutbox();
    return answer.body;
  },
});
