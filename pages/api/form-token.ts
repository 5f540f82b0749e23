import { apiHandler } from '@/server/http/apiHandler';
import { unavailable } from '@/server/http/errors';
import { getDb } from '@/server/db/connection';
import { issueFormToken } from '@/server/leads/formToken';

/** GET /api/form-token: { token } for a form about to be shown; a new one each time, never cached. */
export default apiHandler({
  GET: async ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      return { token: await issueFormToken(getDb()) };
    } catch (err) {
      console.error('[form-token] the secret could not be read', err);
      throw unavailable();
    }
  },
});
