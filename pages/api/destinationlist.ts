import { apiHandler } from '@/server/http/apiHandler';
import { listDestinations } from '@/server/catalogue/destinationService';

export default apiHandler({ GET: ({ locale }) => listDestinations(locale) }, { sharedRead: true });
