import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { ArticleCard } from '@/server/blog/service';
import type { ArticleList, BlogCategory } from '@/services/blogs';
import { fetchBlogs, fetchLatestBlogs } from './blogsThunks';
import { hydrate } from './hydrate';
import { rootReducer } from './rootReducer';

export type { BlogCategory };

export type BlogsState = {
  /** The list's request: 'loading' while another category or page is on its way (the last list stays shown). */
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** The category tabs, as the server offered them. */
  categories: BlogCategory[];
  /** The category of the list shown (its page is `list.page`). */
  category: BlogCategory;
  list: ArticleList;
  /** The posts above the list on the first page of all articles (none elsewhere). */
  banner: ArticleCard[];
  /** The newest posts (the home page's "latest posts"). */
  latest: ArticleCard[];
  /** The request whose answer counts: a slower earlier answer must not overwrite a newer one. */
  requestId: string | null;
};

const initialState: BlogsState = {
  status: 'idle',
  categories: [],
  category: 'all',
  list: { articles: [], total: 0, page: 1, pages: 1 },
  banner: [],
  latest: [],
  requestId: null,
};

/** The banner shows two posts at most, whatever the API sends. */
const selectBanner = createSelector([(state: BlogsState) => state.banner], (banner) => banner.slice(0, 2));

export const blogsSlice = createSlice({
  name: 'blogs',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // The blog page's server-built state, on first load or on a navigation from another page.
      .addCase(hydrate, (state, { payload }) => (payload.blogs as BlogsState | undefined) ?? state)
      .addCase(fetchBlogs.pending, (state, { meta }) => {
        state.status = 'loading';
        state.requestId = meta.requestId;
      })
      .addCase(fetchBlogs.fulfilled, (state, { payload, meta }) => {
        if (state.requestId !== meta.requestId) return;
        Object.assign(state, payload, { status: 'succeeded', requestId: null });
      })
      // An aborted request was replaced by a newer one (or the page was left): it changes nothing.
      .addCase(fetchBlogs.rejected, (state, { meta }) => {
        if (state.requestId !== meta.requestId || meta.aborted) return;
        state.status = 'failed';
        state.requestId = null;
      })
      .addCase(fetchLatestBlogs.fulfilled, (state, { payload }) => {
        state.latest = payload;
      });
  },
  selectors: {
    selectBlogs: (state) => state,
    selectBanner,
    /** Nothing to show in this category (yet): the page says so instead of an empty grid. */
    selectBlogsEmpty: (state) => !state.list.articles.length && !state.banner.length,
  },
});

// Only the blog page uses this slice: its reducer joins the store when this module loads, and
// its selectors answer the initial state in a store made before that.
const injected = blogsSlice.injectInto(rootReducer);

export const { selectBlogs, selectBanner: selectBannerPosts, selectBlogsEmpty } = injected.selectors;
