import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { destinationCategoryQuery } from '@/server/catalogue/apiSchemas';
import { destinationsByGroup } from '@/server/catalogue/destinationService';

export default apiHandler({
  GET: ({ req, locale }) => destinationsByGroup(locale, parseInput(destinationCategoryQuery, req.query).destination_category),
}, { sharedRead: true });
