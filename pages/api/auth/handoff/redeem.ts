import { apiHandler } from '@/server/http/apiHandler';
import { readJsonBody } from '@/server/http/jsonBody';
import { redeemHandoff } from '@/server/auth/handoff';

export const config = { api: { bodyParser: false } };

/** POST /api/auth/handoff/redeem { code } → 201 { token, user, affiliate }: this domain's own session. */
export default apiHandler({
  POST: async ({ req, status }) => {
    const answer = await redeemHandoff(await readJsonBody(req));
    status(201);
    return answer;
  },
}, { limit: 'handoff' });
