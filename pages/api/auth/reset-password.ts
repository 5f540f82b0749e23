import { apiHandler } from '@/server/http/apiHandler';
import { readJsonBody } from '@/server/http/jsonBody';
import { checkResetLink, resetPassword } from '@/server/auth/service';

export const config = { api: { bodyParser: false } };

export default apiHandler(
  { GET: async ({ req }) => checkResetLink(req.query), POST: async ({ req }) => resetPassword(await readJsonBody(req)) },
  { limit: 'resetPassword' },
);
