/** The article categories of /Blogs, 'all' first (the spec's list); no zod here, the page's bundle carries it. */
export const BLOG_CATEGORIES = ['all', 'kilimanjaro', 'uncategorized', 'safaris', 'zanzibar'] as const;
