// @vitest-environment jsdom
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import BlogsPage from '@/pages/Blogs';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { apiClient } from '@/services/apiClient';
import { makeStore } from '@/store';
import { blogsSlice, type BlogsState } from '@/store/blogsSlice';
import type { ArticleCard } from '@/server/blog/service';

// The blog page in the browser: it renders from the store the server filled, and after a tab or
// page link (a shallow address change) fetches the list the new address asks for.

const card = (id: string) => ({ id, slug: id, title: `Title ${id}`, excerpt: '', category: 'safaris', author: { name: 'A', role: 'guide' }, publishedAt: '2024-01-02', updatedAt: null, readingMinutes: 4, image: { src: '/a.svg', width: 10, height: 10, alt: '' }, fallback: false }) as unknown as ArticleCard;
const list = (ids: string[], page = 1, pages = 1) => ({ articles: ids.map(card), total: ids.length, page, pages });
const served: BlogsState = { ...blogsSlice.getInitialState(), status: 'succeeded', categories: ['all', 'kilimanjaro', 'safaris'], list: list(['a1', 'a2'], 1, 2), banner: [card('b1')] };

const requests: string[] = [];
const adapter: AxiosAdapter = async (config) => {
  const category = String(config.params?.category ?? 'all');
  requests.push(`${config.url} ${category}`);
  const data = config.url === '/bannerblogs' ? [card('b1')] : list([`${category}-1`]);
  return { data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse;
};
const original = apiClient('en').defaults.adapter;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  requests.length = 0;
  apiClient('en').defaults.adapter = original;
});

function mount() {
  apiClient('en').defaults.adapter = adapter;
  const store = makeStore({ blogs: served });
  mockRouter.setCurrentUrl('/Blogs');
  mockRouter.locale = 'en';
  // A link's push is recorded without moving the address: a test moves it itself (navigate), as
  // Next's shallow route change would.
  const router = { push: vi.spyOn(mockRouter, 'push').mockResolvedValue(true) };
  render(
    <MemoryRouterProvider>
      <Provider store={store}>
        <I18nProvider locale="en" messages={loadMessages('en')}>
          <BlogsPage meta={{ title: 'Blog', description: '' }} locale="en" messages={{}} initialState={{ blogs: served }} />
        </I18nProvider>
      </Provider>
    </MemoryRouterProvider>,
  );
  return { store, router, navigate: (query: Record<string, string>) => act(() => mockRouter.setCurrentUrl({ pathname: '/Blogs', query })) };
}

const titles = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('h2')].map((h) => h.textContent);

describe('the blog page', () => {
  it('shows what the server found without asking the API again', async () => {
    mount();
    expect(titles('article-list')).toEqual(['Title a1', 'Title a2']);
    expect(titles('banner-posts')).toEqual(['Title b1']);
    await act(async () => {});
    expect(requests).toEqual([]);
  });

  it('changes only the address on a tab or page link, without a new page from the server', () => {
    const { router } = mount();
    fireEvent.click(screen.getByRole('link', { name: 'Kilimanjaro' }));
    expect(router.push).toHaveBeenCalledWith('/Blogs?category=kilimanjaro', undefined, { locale: false, shallow: true });
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(router.push).toHaveBeenLastCalledWith('/Blogs?page=2', undefined, { locale: false, shallow: true });
  });

  it('fetches the list of a category the address moved to, and back to all with its banner', async () => {
    const { navigate } = mount();
    navigate({ category: 'kilimanjaro' });
    await waitFor(() => expect(titles('article-list')).toEqual(['Title kilimanjaro-1']));
    expect(requests).toEqual(['/blogs kilimanjaro']);
    expect(screen.queryByTestId('banner-posts')).toBeNull();
    expect(screen.getByRole('link', { name: 'Kilimanjaro' }).getAttribute('aria-current')).toBe('page');

    navigate({});
    await waitFor(() => expect(titles('article-list')).toEqual(['Title all-1']));
    expect(requests.slice(1).sort()).toEqual(['/bannerblogs all', '/blogs all']);
    expect(titles('banner-posts')).toEqual(['Title b1']);
  });
});
