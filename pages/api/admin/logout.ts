import { adminHandler } from '@/server/admin/adminHandler';
import { endOperatorSession } from '@/server/admin/operatorService';
import { closingCookie } from '@/server/admin/sessionCookie';

// No body is read: Next's parser would answer broken JSON or a megabyte in plain text, not the API's error.
export const config = { api: { bodyParser: false } };

/** → 204: this session ends (the cookie is cleared too); other sessions of the operator stay. */
export default adminHandler({
  POST: async ({ req, res, token, status }) => {
    await endOperatorSession(token);
    res.setHeader('Set-Cookie', closingCookie(req));
    status(204);
  },
}, 'account');
