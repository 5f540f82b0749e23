import { apiHandler } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { logout } from '@/server/auth/service';

// No body is read: Next's parser would answer broken JSON or a megabyte in plain text, not the API's error.
export const config = { api: { bodyParser: false } };

export default apiHandler({
  POST: async ({ req, status }) => {
    await logout(bearerToken(req));
    status(204);
  },
}, { limit: 'logout' });
