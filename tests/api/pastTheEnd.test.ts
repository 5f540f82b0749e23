import { describe, expect, it } from 'vitest';
import { getServerSideProps as blogsProps } from '@/pages/Blogs';
import { getServerSideProps as reviewProps } from '@/pages/Review';
import { listArticles } from '@/server/blog/service';
import { guestbook } from '@/server/leads/guestbookService';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';

// Walked: /Blogs?page=99 answered 200 "No articles here yet…" over "Page 99 of 3". A paged list
// asked for a page past its end goes to its last page (307), filters kept, as the tour list does.

type Result = { redirect?: { destination: string; statusCode: number }; props?: Record<string, any> };
const blogs = async (query: Record<string, string>) => (await blogsProps({ locale: 'fr', query, res: { setHeader() {} } } as never)) as Result;
const reviews = async (query: Record<string, string>) => (await reviewProps({ locale: 'de', query, res: { setHeader() {} } } as never)) as Result;

describe.each(engines())('a page past the end of a list on %s', (engine) => {
  useSeededApi(engine, {});

  it('the blog: ?page=99 goes to its last page', async () => {
    const { pages } = await listArticles('fr', {});
    expect(pages).toBeGreaterThan(1);
    expect(await blogs({ page: '99' })).toEqual({ redirect: { destination: `/Blogs?page=${pages}`, statusCode: 307 } });
    // The last page itself is shown.
    expect((await blogs({ page: String(pages) })).props?.initialState.blogs.list.page).toBe(pages);
  });

  it('a blog category keeps its category; one page long, it goes to the bare address', async () => {
    const { pages } = await listArticles('fr', { category: 'kilimanjaro' });
    const last = pages > 1 ? `&page=${pages}` : '';
    expect((await blogs({ category: 'kilimanjaro', page: '99' })).redirect).toEqual({ destination: `/Blogs?category=kilimanjaro${last}`, statusCode: 307 });
  });

  it('the guest book: ?page=99 goes to its last page with its filter and tour kept', async () => {
    const { pages } = await guestbook({ language: 'en' });
    expect(pages).toBeGreaterThan(1);
    expect((await reviews({ language: 'en', page: '99' })).redirect).toEqual({ destination: `/Review?language=en&page=${pages}`, statusCode: 307 });
    expect((await reviews({ tour: 'some-tour', page: '999' })).redirect?.destination).toMatch(/^\/Review\?tour=some-tour&page=\d+$/);
    expect((await reviews({ language: 'en', page: String(pages) })).props?.book.page).toBe(pages);
  });
});
