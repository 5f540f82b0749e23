import { apiHandler } from '@/server/http/apiHandler';
import { aboutUs } from '@/server/info/service';

export default apiHandler({ GET: ({ locale }) => aboutUs(locale) }, { sharedRead: true });
