import { apiHandler } from '@/server/http/apiHandler';
import { readJsonBody } from '@/server/http/jsonBody';
import { signup } from '@/server/auth/signup';
import { kickOutbox } from '@/server/mail/worker';

// The body is read by readJsonBody (a localised 413) rather than Next's parser.
export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: async ({ req, locale, status }) => {
    const answer = await signup(await readJsonBody(req), locale);
    status(202);
    kickOutbox();
    return answer;
  },
}, { limit: 'signup' });
