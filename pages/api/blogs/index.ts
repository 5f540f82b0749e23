import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { blogListQuery } from '@/server/blog/schema';
import { listArticles } from '@/server/blog/service';

export default apiHandler({ GET: ({ req, locale }) => listArticles(locale, parseInput(blogListQuery, req.query)) }, { sharedRead: true });
