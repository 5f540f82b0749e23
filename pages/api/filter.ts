import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { tourFilterSchema } from '@/server/catalogue/filterSchema';
import { filterTours } from '@/server/catalogue/tourService';

// A page of tours and, for each filter option, how many tours it would give beside the other choices.
export default apiHandler({ GET: ({ req, locale }) => filterTours(locale, parseInput(tourFilterSchema, req.query)) }, { sharedRead: true, limit: 'filter' });
