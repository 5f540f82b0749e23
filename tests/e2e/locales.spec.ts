import { expect, test } from '@playwright/test';
import { LOCALE_COOKIE } from '../../lib/i18n/config';
import { originFor } from './e2eEnv.cjs';
import { pageMeta, t } from './strings';

test.describe('language by domain', () => {
  for (const locale of ['en', 'de', 'fr']) {
    test(`${locale}: html lang, UI strings and content follow the host`, async ({ page }) => {
      await page.goto(`${originFor(locale)}/About`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'pages.about.title'));
      await expect(page).toHaveTitle(pageMeta(locale, 'about').title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', pageMeta(locale, 'about').description);
      await expect(page.getByRole('navigation', { name: t(locale, 'common.nav.label') }).getByRole('link', { name: t(locale, 'common.nav.contact') })).toBeVisible();
    });
  }

  test('the footer links each guide with the slug of the page language', async ({ page }) => {
    await page.goto(`${originFor('de')}/`);
    const link = page.getByTestId('footer-guides').getByRole('link', { name: t('de', 'common.footer.links.entryRequirements') });
    await expect(link).toHaveAttribute('href', `/blog/${t('de', 'routes.articles.entryRequirements')}`);
    await link.click();
    await expect(page).toHaveURL(`${originFor('de')}/blog/${t('de', 'routes.articles.entryRequirements')}`);
    const article = await (await page.request.get(`${originFor('en')}/api/blogs/${t('de', 'routes.articles.entryRequirements')}`, { headers: { 'x-locale': 'de' } })).json();
    expect(article.fallback).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('article-meta')).toContainText(t('de', 'blog.reading', { minutes: article.readingMinutes }));
    // Its date, written by the server in the page's language ("12. März 2026").
    const published = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${article.publishedAt.slice(0, 10)}T00:00:00Z`));
    await expect(page.getByTestId('article-meta')).toContainText(t('de', 'blog.published', { date: published }));
    await expect(page.getByTestId('article-body').locator('h2').first()).toBeVisible();
  });
});

test('internal links stay relative, so they work on any host and port', async ({ page }) => {
  await page.goto(`${originFor('pt')}/About`);
  const hrefs = await page.locator('nav a, footer a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  // The phone menu's toggle links to its own menu (#main-menu), for a tap before the scripts run.
  const internal = hrefs.filter((h) => !/^(mailto|tel):|^#/.test(h));
  expect(internal.length).toBeGreaterThan(20);
  for (const href of internal) expect(href, href).toMatch(/^\//);
});

test.describe('locale dropdown', () => {
  test('goes straight to the same page on the chosen domain (no redirect on the way) and remembers the choice for 365 days', async ({ page, context }) => {
    const redirects: string[] = [];
    page.on('response', (r) => {
      if (r.request().isNavigationRequest() && r.status() >= 300 && r.status() < 400) redirects.push(`${r.status()} ${r.url()}`);
    });
    await page.goto('/Contact');
    await page.getByTestId('locale-dropdown').locator('summary').click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(`${originFor('de')}/Contact`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('de', 'pages.contact.title'));
    expect(redirects).toEqual([]);

    // Written by the page it opened, once its scripts run.
    await expect.poll(async () => (await context.cookies(originFor('de'))).find((c) => c.name === LOCALE_COOKIE)?.value).toBe('de');
    const cookie = (await context.cookies(originFor('de'))).find((c) => c.name === LOCALE_COOKIE);
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  for (const locale of ['en', 'de']) {
    test(`${locale}: every language link answers its page itself, 200 with no redirect`, async ({ page }) => {
      test.setTimeout(90_000);
      const tour = await (await page.request.get(`${originFor('en')}/api/tourList`)).json();
      for (const path of ['/', '/About', `/trip/${tour.tours[0].slug}`, '/tanzania-safari-package/zanzibar', `/blog/${t('en', 'routes.articles.tippingGuideline')}`]) {
        await page.goto(`${originFor(locale)}${path}`);
        const hrefs = await page.getByTestId('locale-dropdown').locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
        expect(hrefs).toHaveLength(6);
        // Opened in the browser (the test runner's own client cannot resolve the *.localhost domains).
        for (const href of hrefs) {
          const res = (await page.goto(href))!;
          expect(`${res.status()} ${res.url()}`).toBe(`200 ${href}`); // after a redirect, url() would be where it led
        }
      }
    });
  }

  test('uses the equivalent slug where slugs differ', async ({ page }) => {
    await page.goto(`/blog/${t('en', 'routes.articles.tippingGuideline')}`);
    await page.getByTestId('locale-dropdown').locator('summary').click();
    await page.getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(`${originFor('it')}/blog/${t('it', 'routes.articles.tippingGuideline')}`);
    const article = await (await page.request.get(`${originFor('en')}/api/blogs/tanzania-safari-tipping-guideline`, { headers: { 'x-locale': 'it' } })).json();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  });

  test('works from the keyboard and closes with Escape', async ({ page }) => {
    await page.goto('/About');
    const summary = page.getByTestId('locale-dropdown').locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Français' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Français' })).toBeHidden();
    await expect(summary).toBeFocused();
  });
});
