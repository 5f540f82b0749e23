import { apiHandler } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { readJsonBody } from '@/server/http/jsonBody';
import { getAffiliate } from '@/server/affiliate/service';

export const config = { api: { bodyParser: false } };

/** POST /api/getAffiliate { email, message } (signed in): one's own { agency_id, slug, link }, or 404 before joining. */
export default apiHandler({ POST: async ({ req }) => getAffiliate(bearerToken(req), await readJsonBody(req)) });
