import { apiHandler } from '@/server/http/apiHandler';
import { sendImmutableWebp } from '@/server/http/immutableWebp';
import { mediaFile } from '@/server/media/mediaService';

/** GET /api/media/<id>.<width>.webp: one size of an operator's photo. A photo never changes under its id, so it is cached for good. */
export default apiHandler({
  GET: async ({ req, res }) => sendImmutableWebp(req, res, await mediaFile(String(req.query.file ?? ''))),
});
