import { apiHandler } from '@/server/http/apiHandler';
import { clientIp } from '@/server/http/clientIp';
import { readJsonBody } from '@/server/http/jsonBody';
import { login } from '@/server/auth/service';

export const config = { api: { bodyParser: false } };

export default apiHandler({ POST: async ({ req }) => login(await readJsonBody(req), clientIp(req)) });
