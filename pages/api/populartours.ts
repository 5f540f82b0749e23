import { apiHandler } from '@/server/http/apiHandler';
import { popularTours } from '@/server/catalogue/tourService';

export default apiHandler({ GET: ({ locale }) => popularTours(locale) }, { sharedRead: true });
