import { describe, expect, it } from 'vitest';
import * as latestRoute from '@/pages/api/latestblog';
import * as bannerRoute from '@/pages/api/bannerblogs';
import * as listRoute from '@/pages/api/blogs/index';
import * as articleRoute from '@/pages/api/blogs/[id]';
import * as byCategoryRoute from '@/pages/api/blogbycategory';
import { ARTICLES } from '@/server/db/seed/blog/articles';
import de from '@/locales/de.json';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';

describe.each(engines())('blog API on %s', (engine) => {
  const seeded = useSeededApi(engine, {
    '/api/latestblog': latestRoute,
    '/api/bannerblogs': bannerRoute,
    '/api/blogs': listRoute,
    '/api/blogs/[id]': articleRoute,
    '/api/blogbycategory': byCategoryRoute,
  });
  const get = async (path: string, host = 'localhost:3000') => {
    const res = await seeded.api().request(path, { host });
    return { status: res.status, body: res.json() };
  };

  it('lists every article newest first, a page at a time', async () => {
    const first = (await get('/api/blogs')).body;
    expect(first.total).toBe(ARTICLES.length);
    const dates = first.articles.map((a: { publishedAt: string }) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const ids = new Set<string>();
    for (let page = 1; page <= first.pages; page++) for (const a of (await get(`/api/blogs?page=${page}`)).body.articles) ids.add(a.id);
    expect(ids.size).toBe(ARTICLES.length);
  });

  it.each(['kilimanjaro', 'uncategorized', 'safaris', 'zanzibar'])('filters the %s category', async (category) => {
    const { body } = await get(`/api/blogbycategory?blog_category=${category}`);
    expect(body.total).toBe(ARTICLES.filter((a) => a.category === category).length);
    expect(body.articles.every((a: { category: string }) => a.category === category)).toBe(true);
  });

  it('treats "all" as every category and rejects unknown ones with 400', async () => {
    expect((await get('/api/blogbycategory?blog_category=all')).body.total).toBe(ARTICLES.length);
    const bad = await get('/api/blogbycategory?blog_category=gossip');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['blog_category']);
  });

  it('gives the banner posts and the latest three', async () => {
    expect((await get('/api/bannerblogs')).body.map((a: { id: string }) => a.id).sort()).toEqual(ARTICLES.filter((a) => a.banner).map((a) => a.id).sort());
    expect((await get('/api/latestblog')).body).toHaveLength(3);
  });

  it('serves an article with body, author, reading time, related tours and posts; unknown is 404', async () => {
    const { status, body } = await get('/api/blogs/climbing-kilimanjaro-guide');
    expect(status).toBe(200);
    expect(body.body.some((b: { type: string }) => b.type === 'h2')).toBe(true);
    expect(body.readingMinutes).toBeGreaterThanOrEqual(3);
    expect(body.author.name).toBeTruthy();
    expect(body.relatedTours.length).toBeGreaterThan(0);
    expect(body.relatedTours.every((t: { category: string }) => t.category === 'kilimanjaro')).toBe(true);
    expect(body.relatedArticles.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining(['kilimanjaro-routes-compared']));
    expect((await get('/api/blogs/no-such-article')).status).toBe(404);
  });

  it('answers in German on the German domain, under the German slug of the footer link', async () => {
    const slug = de.routes.articles.tippingGuideline;
    const { status, body } = await get(`/api/blogs/${slug}`, 'de.localhost:3000');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'tanzania-safari-tipping-guideline', slug, fallback: false });
    expect(body.alternates.en).toBe('/blog/tanzania-safari-tipping-guideline');
    expect(body.alternates.de).toBe(`/blog/${slug}`);
  });
});
