import { expect, test } from '@playwright/test';
import { ARTICLES } from '../../server/db/seed/blog/articles';
import { originFor } from './e2eEnv.cjs';
import { hydrated } from './hydrated';
import { t } from './strings';

test.describe('blog', () => {
  test('lists every article with banner posts first, a page at a time', async ({ page }) => {
    await page.goto('/Blogs');
    await expect(page.getByTestId('banner-posts').getByTestId('article-card')).toHaveCount(2);
    const seen = new Set(await page.getByTestId('article-list').locator('h2').allTextContents());
    const pages = Math.ceil(ARTICLES.length / 9);
    for (let n = 2; n <= pages; n++) {
      await page.getByRole('link', { name: t('en', 'catalogue.pagination.next') }).click();
      await expect(page).toHaveURL(new RegExp(`/Blogs\\?page=${n}$`));
      await expect(page.getByText(t('en', 'catalogue.pagination.page', { page: n, pages }))).toBeVisible();
      for (const title of await page.getByTestId('article-list').locator('h2').allTextContents()) seen.add(title);
    }
    expect(seen.size).toBe(ARTICLES.length);
  });

  test('filters by category with real links, and a card opens its article', async ({ page }) => {
    await page.goto('/Blogs');
    await hydrated(page);
    // Once the page runs, a tab is fetched through the blogs slice: the page itself is not loaded again.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    const documents: string[] = [];
    page.on('request', (r) => {
      // Neither a new document nor the page's server data (Next's /_next/data/…): the slice's own API call.
      if (r.resourceType() === 'document' || r.url().includes('/_next/data/')) documents.push(r.url());
    });
    await page.getByTestId('blog-categories').getByRole('link', { name: t('en', 'blog.categories.kilimanjaro') }).click();
    await expect(page).toHaveURL(/\/Blogs\?category=kilimanjaro$/);
    await expect(page.getByTestId('article-list').getByTestId('article-card')).toHaveCount(ARTICLES.filter((a) => a.category === 'kilimanjaro').length);
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    expect(documents).toEqual([]);
    await expect(page.getByTestId('banner-posts')).toHaveCount(0);
    await page.getByTestId('article-list').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByTestId('article-body')).toBeVisible();
  });

  test('is German on the German domain, and the home page shows the latest articles', async ({ page }) => {
    await page.goto(`${originFor('de')}/Blogs`);
    await expect(page.getByTestId('blog-categories')).toContainText(t('de', 'blog.categories.zanzibar'));
    await page.goto(`${originFor('de')}/`);
    const latest = [...ARTICLES].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];
    const article = await (await page.request.get(`${originFor('en')}/api/blogs/${latest.id}`, { headers: { 'x-locale': 'de' } })).json();
    await expect(page.locator('section[aria-labelledby="latest-posts"]').getByText(article.title)).toBeVisible();
  });
});
