import { apiHandler } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { currentUser } from '@/server/auth/service';
import { userDto } from '@/server/auth/dto';

/** GET /api/user with `Authorization: Bearer <token>`: the signed-in user, or 401. */
export default apiHandler({ GET: async ({ req }) => ({ user: userDto(await currentUser(bearerToken(req))) }) });
