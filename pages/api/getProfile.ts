import { apiHandler } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { readJsonBody } from '@/server/http/jsonBody';
import { getProfile } from '@/server/auth/service';

export const config = { api: { bodyParser: false } };

export default apiHandler({
  // The spec's payload ({ user }) is optional: a bodiless POST asks for one's own profile too.
  POST: async ({ req }) => getProfile(bearerToken(req), req.headers['content-type'] ? await readJsonBody(req) : undefined),
});
