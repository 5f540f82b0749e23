import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { blogCategoryQuery } from '@/server/blog/schema';
import { listArticles } from '@/server/blog/service';

export default apiHandler({
  GET: ({ req, locale }) => {
    const { blog_category, page } = parseInput(blogCategoryQuery, req.query);
    return listArticles(locale, { category: blog_category, page });
  },
}, { sharedRead: true });
