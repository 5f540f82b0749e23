import { apiHandler } from '@/server/http/apiHandler';
import { readJsonBody } from '@/server/http/jsonBody';
import { signup } from '@/server/auth/signup';
import { knownBrowserCookie } from '@/server/auth/knownBrowser';
import { getDb } from '@/server/db/connection';
import { kickOutbox } from '@/server/mail/worker';

// The body is read by readJsonBody (a localised 413) rather than Next's parser.
export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: async ({ req, res, locale, status }) => {
    const { email } = await signup(await readJsonBody(req), locale);
    // This browser may open the mailed link with one click (server/auth/knownBrowser.ts).
    res.setHeader('Set-Cookie', await knownBrowserCookie(getDb(), req, 'signup', email));
    status(202);
    kickOutbox();
    return { accepted: true };
  },
}, { limit: 'signup' });
