import { apiHandler } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { listRewards } from '@/server/affiliate/service';

/** GET /api/rewards/{email or user} (signed in): one's own rewards and their totals; anyone else's is 403. */
export default apiHandler({ GET: async ({ req }) => listRewards(bearerToken(req), req.query) });
