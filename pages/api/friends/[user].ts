import { apiHandler } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { listFriends } from '@/server/affiliate/service';

/** GET /api/friends/{email or user} (signed in): one's own affiliate friends; anyone else's is 403. */
export default apiHandler({ GET: async ({ req }) => listFriends(bearerToken(req), req.query) });
