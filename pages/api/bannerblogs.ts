import { apiHandler } from '@/server/http/apiHandler';
import { bannerArticles } from '@/server/blog/service';

export default apiHandler({ GET: ({ locale }) => bannerArticles(locale) }, { sharedRead: true });
