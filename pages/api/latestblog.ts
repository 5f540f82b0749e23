import { apiHandler } from '@/server/http/apiHandler';
import { latestArticles } from '@/server/blog/service';

export default apiHandler({ GET: ({ locale }) => latestArticles(locale, 3) }, { sharedRead: true });
