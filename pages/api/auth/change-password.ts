import { changePassword } from '@/server/auth/service';
import { apiHandler } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

export default apiHandler({ POST: async ({ req }) => changePassword(bearerToken(req), await readJsonBody(req), req) }, { limit: 'changePassword' });
