import { apiHandler } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { readJsonBody } from '@/server/http/jsonBody';
import { joinAffiliate } from '@/server/affiliate/service';

export const config = { api: { bodyParser: false } };

/** POST /api/affiliate { email, message } (signed in): 201 on joining, 200 with the same agency when already a member. */
export default apiHandler({
  POST: async ({ req, status }) => {
    const answer = await joinAffiliate(bearerToken(req), await readJsonBody(req));
    status(answer.status);
    return answer.body;
  },
}, { limit: 'affiliate' });
