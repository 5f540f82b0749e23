import { ATTRIBUTION_COOKIE } from '@/lib/affiliate/rules';
import { apiHandler } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { startHandoff } from '@/server/auth/handoff';

// No body is read: Next's parser would answer broken JSON or a megabyte in plain text, not the API's error.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/auth/handoff (optional `Authorization: Bearer <token>`) → 201 { code } carrying the
 * session and the affiliate link to another language's domain; 204 when there is neither.
 */
export default apiHandler({
  POST: async ({ req, status }) => {
    const answer = await startHandoff(bearerToken(req), req.cookies[ATTRIBUTION_COOKIE]);
    status(answer ? 201 : 204);
    return answer ?? undefined;
  },
}, { limit: 'handoff' });
