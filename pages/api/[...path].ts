import { apiHandler } from '@/server/http/apiHandler';
import { notFound } from '@/server/http/errors';

// No body is read: Next's parser would answer broken JSON or a megabyte in plain text, not the API's error.
export const config = { api: { bodyParser: false } };

// Unknown API paths answer JSON, never the HTML 404 page.
const missing = async () => {
  throw notFound();
};
export default apiHandler({ GET: missing, POST: missing, PUT: missing, PATCH: missing, DELETE: missing });
