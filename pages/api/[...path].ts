import { apiHandler } from '@/server/http/apiHandler';
import { notFound } from '@/server/http/errors';

// Unknown API paths answer JSON, never the HTML 404 page.
const missing = async () => {
  throw notFound();
};
export default apiHandler({ GET: missing, POST: missing, PUT: missing, PATCH: missing, DELETE: missing });
