import { apiHandler } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { startHandoff } from '@/server/auth/handoff';

// No body is read: Next's parser would answer broken JSON or a megabyte in plain text, not the API's error.
export const config = { api: { bodyParser: false } };

/** POST /api/auth/handoff with `Authorization: Bearer <token>` → 201 { code }: carries the session to another language's domain. */
export default apiHandler({
  POST: async ({ req, status }) => {
    const answer = await startHandoff(bearerToken(req));
    status(201);
    return answer;
  },
}, { limit: 'handoff' });
