import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { pageQuery } from '@/server/catalogue/apiSchemas';
import { listTours } from '@/server/catalogue/tourService';

// Every tour, a page at a time, most popular first.
export default apiHandler({ GET: ({ req, locale }) => listTours(locale, { page: parseInput(pageQuery, req.query).page, sort: 'popular' }) }, { sharedRead: true });
