import { z } from 'zod';
import { BLOG_CATEGORIES } from '@/lib/blog/categories';

export { BLOG_CATEGORIES };

export const blogListQuery = z.object({
  category: z.enum(BLOG_CATEGORIES).optional(),
  page: z.coerce.number().int().min(1).max(100).optional(),
});
export const blogCategoryQuery = z.object({
  blog_category: z.enum(BLOG_CATEGORIES),
  page: z.coerce.number().int().min(1).max(100).optional(),
});
export const articleParam = z.object({ id: z.string().trim().min(1).max(160).regex(/^[A-Za-z0-9-]+$/) });
