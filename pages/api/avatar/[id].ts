import { readAvatar } from '@/server/auth/avatars';
import { apiHandler } from '@/server/http/apiHandler';
import { sendImmutableWebp } from '@/server/http/immutableWebp';

/** GET /api/avatar/<random id>: a stored avatar. A new picture gets a new id, so it may be cached for good. */
export default apiHandler({
  GET: async ({ req, res }) => sendImmutableWebp(req, res, await readAvatar(String(req.query.id ?? ''))),
});
