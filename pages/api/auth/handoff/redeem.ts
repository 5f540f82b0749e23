import { apiHandler } from '@/server/http/apiHandler';
import { readJsonBody } from '@/server/http/jsonBody';
import { overHttps } from '@/lib/http/overHttps';
import { attributionCookie } from '@/server/affiliate/attributionCookie';
import { redeemHandoff } from '@/server/auth/handoff';

export const config = { api: { bodyParser: false } };

/** POST /api/auth/handoff/redeem { code } → 201 { token, user, affiliate } (or {} without an account), and the affiliate cookie of this domain. */
export default apiHandler({
  POST: async ({ req, res, status }) => {
    const { session, attribution } = await redeemHandoff(await readJsonBody(req));
    if (attribution) res.setHeader('Set-Cookie', attributionCookie(attribution, overHttps(req)));
    status(201);
    return session;
  },
}, { limit: 'handoff' });
