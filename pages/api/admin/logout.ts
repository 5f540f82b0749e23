import { adminHandler } from '@/server/admin/adminHandler';
import { endOperatorSession } from '@/server/admin/operatorService';
import { closingCookie } from '@/server/admin/sessionCookie';

/** → 204: this session ends (the cookie is cleared too); other sessions of the operator stay. */
export default adminHandler({
  POST: async ({ req, res, token, status }) => {
    await endOperatorSession(token);
    res.setHeader('Set-Cookie', closingCookie(req));
    status(204);
  },
});
