import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { searchQuery } from '@/server/catalogue/apiSchemas';
import { siteSearch } from '@/server/catalogue/siteSearch';

export default apiHandler({ GET: ({ req, locale }) => siteSearch(locale, parseInput(searchQuery, req.query).search) }, { sharedRead: true, limit: 'search' });
