import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { pageIdParams } from '@/server/pages/schema';
import { getPageMeta } from '@/server/pages/service';

export default apiHandler({
  GET: async ({ req, locale }) => {
    const { id } = parseInput(pageIdParams, req.query);
    return getPageMeta(id, locale);
  },
}, { sharedRead: true });
