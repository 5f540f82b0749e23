import { apiHandler } from '@/server/http/apiHandler';
import { readJsonBody } from '@/server/http/jsonBody';
import { login } from '@/server/auth/service';
import { membershipOf } from '@/server/affiliate/service';

export const config = { api: { bodyParser: false } };

/** → 200 { token, user, affiliate }: the affiliate membership (or null) comes along, as with GET /api/user. */
export default apiHandler({
  POST: async ({ req, res }) => {
    const { knownBrowserCookie, ...session } = await login(await readJsonBody(req), req);
    res.setHeader('Set-Cookie', knownBrowserCookie);
    return { ...session, affiliate: await membershipOf(session.user.id) };
  },
}, { limit: 'login' });
