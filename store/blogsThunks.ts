import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Locale } from '@/lib/i18n/config';
import type { BlogCategory } from '@/services/blogs';

/** A loader of the blog's HTTP calls: the client arrives with the first request, not with the page. */
const blogApi = () => import('@/services/blogs');

type ListArgs = { locale: Locale; category: BlogCategory; page: number };

/**
 * One page of a category's articles (GET /api/blogs) and, on the first page of all articles, the
 * banner posts (GET /api/bannerblogs), as the blog page shows them. Abort it (`promise.abort()`)
 * when the address moves on.
 */
export const fetchBlogs = createAsyncThunk('blogs/fetch', async ({ locale, category, page }: ListArgs, { signal }) => {
  const api = await blogApi();
  const [list, banner] = await Promise.all([
    api.fetchArticleList(locale, { category, page }, signal),
    category === 'all' && page === 1 ? api.fetchBannerArticles(locale, signal) : Promise.resolve([]),
  ]);
  return { category, list, banner };
});

/** The newest posts (GET /api/latestblog). */
export const fetchLatestBlogs = createAsyncThunk('blogs/fetchLatest', async ({ locale }: { locale: Locale }, { signal }) => {
  const api = await blogApi();
  return api.fetchLatestArticles(locale, signal);
});
