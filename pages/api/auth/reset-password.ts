import { apiHandler } from '@/server/http/apiHandler';
import { readJsonBody } from '@/server/http/jsonBody';
import { resetPassword } from '@/server/auth/service';

export const config = { api: { bodyParser: false } };

export default apiHandler({ POST: async ({ req }) => resetPassword(await readJsonBody(req)) }, { limit: 'resetPassword' });
