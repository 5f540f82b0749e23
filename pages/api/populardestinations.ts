import { apiHandler } from '@/server/http/apiHandler';
import { popularDestinations } from '@/server/catalogue/destinationService';

export default apiHandler({ GET: ({ locale }) => popularDestinations(locale) }, { sharedRead: true });
