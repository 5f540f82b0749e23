import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { tourFilterSchema } from '@/server/catalogue/filterSchema';
import { listTours } from '@/server/catalogue/tourService';

export default apiHandler({ GET: ({ req, locale }) => listTours(locale, parseInput(tourFilterSchema, req.query)) });
