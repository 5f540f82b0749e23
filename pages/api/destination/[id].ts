import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { idParam } from '@/server/catalogue/apiSchemas';
import { getDestinationDetail } from '@/server/catalogue/destinationService';

export default apiHandler({ GET: ({ req, locale }) => getDestinationDetail(locale, parseInput(idParam, req.query).id) }, { sharedRead: true });
