import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { tourFilterSchema } from '@/server/catalogue/filterSchema';
import { getFilterIndex } from '@/server/catalogue/filterIndex';
import { listTours } from '@/server/catalogue/tourService';

// What the tour list page needs in one call: the filter form and the first results.
export default apiHandler({
  GET: async ({ req, locale }) => {
    const filter = parseInput(tourFilterSchema, req.query);
    const [filters, results] = await Promise.all([getFilterIndex(locale, filter), listTours(locale, filter)]);
    return { filters, results };
  },
}, { sharedRead: true, limit: 'filter' });
