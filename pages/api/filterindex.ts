import { apiHandler } from '@/server/http/apiHandler';
import { getFilterIndex } from '@/server/catalogue/filterIndex';

export default apiHandler({ GET: ({ locale }) => getFilterIndex(locale) });
