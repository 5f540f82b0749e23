import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { getFilterIndex } from '@/server/catalogue/filterIndex';
import { tourFilterSchema } from '@/server/catalogue/filterSchema';

// The filter form's options; with a filter in the query, each count is for that selection.
export default apiHandler({ GET: ({ req, locale }) => getFilterIndex(locale, parseInput(tourFilterSchema, req.query)) }, { sharedRead: true, limit: 'filter' });
