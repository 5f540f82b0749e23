import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { slugParam } from '@/server/catalogue/apiSchemas';
import { getTourDetail } from '@/server/catalogue/tourService';

export default apiHandler({ GET: ({ req, locale }) => getTourDetail(locale, parseInput(slugParam, req.query).slug) }, { sharedRead: true });
