import { apiHandler } from '@/server/http/apiHandler';
import { readJsonBody } from '@/server/http/jsonBody';
import { forgotPassword } from '@/server/auth/service';
import { kickOutbox } from '@/server/mail/worker';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: async ({ req, status }) => {
    const answer = await forgotPassword(await readJsonBody(req));
    status(202);
    kickOutbox();
    return answer;
  },
}, { limit: 'forgot' });
