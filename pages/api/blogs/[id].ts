import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { articleParam } from '@/server/blog/schema';
import { getArticle } from '@/server/blog/service';

export default apiHandler({ GET: ({ req, locale }) => getArticle(locale, parseInput(articleParam, req.query).id) }, { sharedRead: true });
