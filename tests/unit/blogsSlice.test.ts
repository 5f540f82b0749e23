import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/services/apiClient';
import { makeStore } from '@/store';
import { blogsSlice, selectBannerPosts, selectBlogs, selectBlogsEmpty, type BlogsState } from '@/store/blogsSlice';
import { fetchBlogs, fetchLatestBlogs } from '@/store/blogsThunks';
import { hydrate } from '@/store/hydrate';
import type { ArticleCard } from '@/server/blog/service';

// The blog's slice and its requests, through the real axios client with its transport stood in
// for: what is asked of the API (path, query) and what the slice makes of the answers.

const post = (id: string) => ({ id, slug: id, title: id }) as ArticleCard;
const list = (ids: string[], page = 1, pages = 1) => ({ articles: ids.map(post), total: ids.length, page, pages });

/** The state the blog page's server rendering hands over (first page of all articles). */
const served = (): BlogsState => ({
  ...blogsSlice.getInitialState(),
  status: 'succeeded',
  categories: ['all', 'kilimanjaro', 'safaris'],
  list: list(['a', 'b'], 1, 2),
  banner: [post('x'), post('y'), post('z')],
});

type Seen = { url: string; params: Record<string, unknown> };

/** Answers the client's requests with `answer` (a value, or an Error to fail with), recording each. */
function answerWith(answer: (url: string, params: Record<string, unknown>, config: InternalAxiosRequestConfig) => unknown | Promise<unknown>) {
  const seen: Seen[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const params = Object.fromEntries(Object.entries(config.params ?? {}).filter(([, v]) => v !== undefined));
    seen.push({ url: config.url!, params });
    const data = await answer(config.url!, params, config);
    if (data instanceof Error) throw data;
    return { data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse;
  };
  apiClient('en').defaults.adapter = adapter;
  return seen;
}

const original = apiClient('en').defaults.adapter;
afterEach(() => {
  apiClient('en').defaults.adapter = original;
});

describe('the blog slice', () => {
  it('starts from the server-rendered state and takes a page that arrives by navigation', () => {
    const store = makeStore({ blogs: served() });
    expect(selectBlogs(store.getState()).list.articles.map((a) => a.id)).toEqual(['a', 'b']);
    store.dispatch(hydrate({ blogs: { ...served(), category: 'safaris', banner: [], list: list(['s']) } }));
    expect(selectBlogs(store.getState())).toMatchObject({ category: 'safaris', list: { total: 1 } });
  });

  it('shows two banner posts at most, the same list while the state holds, and says when there is nothing', () => {
    const state = makeStore({ blogs: served() }).getState();
    expect(selectBannerPosts(state).map((a) => a.id)).toEqual(['x', 'y']);
    expect(selectBannerPosts(state)).toBe(selectBannerPosts(state));
    expect(selectBlogsEmpty(state)).toBe(false);
    expect(selectBlogsEmpty(makeStore({ blogs: { ...served(), banner: [], list: list([]) } }).getState())).toBe(true);
  });
});

describe('fetching a category’s page (fetchBlogs)', () => {
  it('asks for one category’s page without the banner, keeps the last list shown meanwhile, then shows the answer', async () => {
    let release!: () => void;
    const waiting = new Promise<void>((resolve) => (release = resolve));
    const seen = answerWith(async () => (await waiting, list(['k1', 'k2', 'k3'], 2, 2)));
    const store = makeStore({ blogs: served() });
    const request = store.dispatch(fetchBlogs({ locale: 'en', category: 'kilimanjaro', page: 2 }));
    expect(selectBlogs(store.getState())).toMatchObject({ status: 'loading', category: 'all', list: { total: 2 } });
    release();
    await request;
    expect(seen).toEqual([{ url: '/blogs', params: { category: 'kilimanjaro', page: 2 } }]);
    expect(selectBlogs(store.getState())).toMatchObject({ status: 'succeeded', category: 'kilimanjaro', banner: [], list: { page: 2, total: 3 }, requestId: null });
  });

  it('asks for the banner posts with the first page of all articles', async () => {
    const seen = answerWith((url) => (url === '/bannerblogs' ? [post('b1')] : list(['n1'])));
    const store = makeStore({ blogs: { ...served(), category: 'safaris', banner: [] } });
    await store.dispatch(fetchBlogs({ locale: 'en', category: 'all', page: 1 }));
    expect(seen.map((s) => s.url).sort()).toEqual(['/bannerblogs', '/blogs']);
    expect(seen.find((s) => s.url === '/blogs')!.params).toEqual({});
    expect(selectBlogs(store.getState())).toMatchObject({ category: 'all', banner: [{ id: 'b1' }], list: { articles: [{ id: 'n1' }] } });
  });

  it('keeps the last list when the request fails, and says it failed', async () => {
    answerWith(() => Object.assign(new Error('Request failed with status code 503'), { response: { status: 503 } }));
    const store = makeStore({ blogs: served() });
    const action = await store.dispatch(fetchBlogs({ locale: 'en', category: 'safaris', page: 1 }));
    expect(fetchBlogs.rejected.match(action) && action.meta.aborted).toBe(false);
    expect(selectBlogs(store.getState())).toMatchObject({ status: 'failed', category: 'all', list: { total: 2 } });
  });

  it('lets a newer request win over a slower earlier one, and an aborted one change nothing', async () => {
    const answers: Record<string, (value: unknown) => void> = {};
    answerWith((_url, params, config) => new Promise((resolve, reject) => {
      answers[String(params.category)] = resolve;
      config.signal?.addEventListener?.('abort', () => reject(new Error('canceled')));
    }));
    const store = makeStore({ blogs: served() });
    const first = store.dispatch(fetchBlogs({ locale: 'en', category: 'kilimanjaro', page: 1 }));
    const second = store.dispatch(fetchBlogs({ locale: 'en', category: 'safaris', page: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    answers.safaris!(list(['s1']));
    await second;
    answers.kilimanjaro!(list(['k1']));
    await first;
    expect(selectBlogs(store.getState())).toMatchObject({ status: 'succeeded', category: 'safaris', list: { articles: [{ id: 's1' }] } });

    const third = store.dispatch(fetchBlogs({ locale: 'en', category: 'kilimanjaro', page: 1 }));
    third.abort();
    const aborted = await third;
    expect(fetchBlogs.rejected.match(aborted) && aborted.meta.aborted).toBe(true);
    expect(selectBlogs(store.getState())).toMatchObject({ category: 'safaris', list: { articles: [{ id: 's1' }] } });
    expect(selectBlogs(store.getState()).status).not.toBe('failed');
  });
});

describe('the newest posts (fetchLatestBlogs)', () => {
  it('asks the API for the latest posts and keeps them', async () => {
    const seen = answerWith(() => [post('l1'), post('l2'), post('l3')]);
    const store = makeStore();
    await store.dispatch(fetchLatestBlogs({ locale: 'en' }));
    expect(seen).toEqual([{ url: '/latestblog', params: {} }]);
    expect(selectBlogs(store.getState()).latest.map((a) => a.id)).toEqual(['l1', 'l2', 'l3']);
  });
});
