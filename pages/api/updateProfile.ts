import { AVATAR_MAX_BYTES } from '@/lib/auth/schemas';
import { tooLargeAvatar } from '@/server/auth/avatars';
import { currentUser, updateProfile } from '@/server/auth/service';
import { apiHandler } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { readMultipartBody } from '@/server/http/multipartBody';

export const config = { api: { bodyParser: false } };

/** Room for the text fields and the multipart framing around a picture of the largest allowed size. */
const BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

export default apiHandler({
  POST: async ({ req }) => {
    const token = bearerToken(req);
    // Signed in first: a stranger's 5 MB upload is not even read.
    await currentUser(token);
    const { fields, files } = await readMultipartBody(req, BODY_LIMIT, tooLargeAvatar);
    return updateProfile(token, fields, files.avatar);
  },
}, { limit: 'profile' });
