import { apiHandler } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { currentUser } from '@/server/auth/service';
import { userDto } from '@/server/auth/dto';
import { membershipOf } from '@/server/affiliate/service';

/** GET /api/user with `Authorization: Bearer <token>`: the signed-in user and their affiliate membership (or null), or 401. */
export default apiHandler({
  GET: async ({ req }) => {
    const user = await currentUser(bearerToken(req));
    return { user: userDto(user), affiliate: await membershipOf(user.id) };
  },
});
