import { apiHandler } from '@/server/http/apiHandler';
import { readJsonBody } from '@/server/http/jsonBody';
import { confirmSignup } from '@/server/auth/signup';
import { knownBrowser } from '@/server/auth/knownBrowser';
import { getDb } from '@/server/db/connection';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: async ({ req, status }) => {
    const answer = await confirmSignup(await readJsonBody(req), (email) => knownBrowser(getDb(), req, 'signup', email));
    status(201);
    return answer;
  },
}, { limit: 'confirmSignup' });
