import { apiHandler } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { logout } from '@/server/auth/service';

export default apiHandler({
  POST: async ({ req, status }) => {
    await logout(bearerToken(req));
    status(204);
  },
}, { limit: 'logout' });
