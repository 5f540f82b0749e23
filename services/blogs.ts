import type { Locale } from '@/lib/i18n/config';
import type { BLOG_CATEGORIES } from '@/lib/blog/categories';
import type { ArticleCard, listArticles } from '@/server/blog/service';
import { apiClient } from './apiClient';

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** A page of articles as GET /api/blogs answers it (and the blog page's server rendering builds it). */
export type ArticleList = Awaited<ReturnType<typeof listArticles>>;

/** GET /api/blogs: a page of articles, newest first, of one category ('all': every category). */
export async function fetchArticleList(locale: Locale, { category, page }: { category: BlogCategory; page: number }, signal?: AbortSignal): Promise<ArticleList> {
  // The first page of all articles is the address without a query, as the page's links write it.
  const params = { category: category === 'all' ? undefined : category, page: page > 1 ? page : undefined };
  const { data } = await apiClient(locale).get<ArticleList>('/blogs', { params, signal });
  return data;
}

/** GET /api/bannerblogs: the posts the blog's first page puts above the list. */
export async function fetchBannerArticles(locale: Locale, signal?: AbortSignal): Promise<ArticleCard[]> {
  const { data } = await apiClient(locale).get<ArticleCard[]>('/bannerblogs', { signal });
  return data;
}

/** GET /api/latestblog: the newest three articles (the home page's "latest posts"). */
export async function fetchLatestArticles(locale: Locale, signal?: AbortSignal): Promise<ArticleCard[]> {
  const { data } = await apiClient(locale).get<ArticleCard[]>('/latestblog', { signal });
  return data;
}
