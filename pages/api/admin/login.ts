import { withAdminHeaders } from '@/server/admin/adminHandler';
import { operatorLogin } from '@/server/admin/operatorService';
import { openingCookie } from '@/server/admin/sessionCookie';
import { apiHandler } from '@/server/http/apiHandler';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/**
 * → 200 { operator } and the admin_session cookie. The token is never in the body (page scripts
 * cannot read it); a command-line client takes it from Set-Cookie and sends it as a Bearer token.
 */
const login = apiHandler({
  POST: async (ctx) => {
    const { token, operator, knownBrowserCookie } = await operatorLogin(await readJsonBody(ctx.req), ctx.req);
    ctx.res.setHeader('Set-Cookie', [openingCookie(ctx.req, token), knownBrowserCookie]);
    return { operator };
  },
}, { limit: 'adminLogin' });

export default withAdminHeaders(login);
