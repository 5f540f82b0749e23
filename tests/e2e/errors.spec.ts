import { expect, test } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { hostOf, rawRequest } from './rawHttp';
import { t } from './strings';

test.describe('error pages', () => {
  for (const path of ['/about', '/Error404', '/no/such/page', '/trip/a/b', `/${'x'.repeat(3000)}`]) {
    test(`${path.slice(0, 40)} is a real 404 with the way home`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('the 404 page speaks the language of its domain', async ({ page }) => {
    const res = await page.goto(`${originFor('de')}/gibt-es-nicht`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: t('de', 'errors.backHome') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('de', 'errors.notFoundTitle'));
  });

  // The 404 page is made once and served for every missing address: the address that happened to
  // make it (a browser's /favicon.ico, before the site drew one) once ended up in every language's
  // link of its menu. A file browsers ask for that the site does not have makes it first here.
  test('the language menu of a 404 leads to each language\'s home page, whatever was asked for before', async ({ page, request }) => {
    expect((await request.get('/apple-touch-icon-precomposed.png')).status()).toBe(404);
    for (const path of ['/no/such/page', '/trip/does-not-exist']) {
      expect((await page.goto(path))?.status()).toBe(404);
      const links = page.getByTestId('locale-dropdown').locator('a[hreflang]');
      await expect(links).toHaveCount(6);
      for (const locale of ['en', 'de', 'fr', 'es', 'it', 'pt']) {
        await expect(links.and(page.locator(`[hreflang="${locale}"]`))).toHaveAttribute('href', `${originFor(locale)}/`);
      }
    }
  });

  test('a malformed escape in the path gets the generic error page, not a crash', async ({ page }) => {
    const res = await page.goto('/trip/%E0%A4%A');
    expect(res?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bad request');
    await expect(page).toHaveTitle('Bad request');
  });

  // Issue 24, item 21: a broken escape answered Next's HTML 400 page instead of the API's JSON error
  // (pages/_error.tsx answers it now that npm start is Next's own server). A dot segment never climbs
  // out of /api/ to a page: Next answers 404 (its page: no public hook sees the path as sent).
  test('an /api/ path with a broken escape answers the JSON error in the domain\'s language; a dot segment is a 404, never the page above', async () => {
    const de = hostOf(originFor('de'));
    const broken = await rawRequest('/api/tours/%E0%A4%A', { host: de });
    expect(broken.status).toBe(400);
    expect(broken.headers['content-type']).toContain('application/json');
    expect(JSON.parse(broken.body)).toEqual({ error: { code: 'bad_request', message: t('de', 'api.badPath') } });
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const notFoundTitle = titleOf((await rawRequest('/gibt-es-nicht', { host: de })).body);
    for (const path of ['/api/%2e%2e/Privacy', '/api/tours/%2E%2E/%2e%2e/etc', '/api/../About']) {
      const res = await rawRequest(path, { host: de });
      expect(res.status, path).toBe(404);
      expect(titleOf(res.body), path).toBe(notFoundTitle);
    }
    // The API itself is untouched.
    expect((await rawRequest('/api/tourList', { host: de })).status).toBe(200);
  });

  test('an unknown article sends the visitor to /Error404, a real 404', async ({ page }) => {
    const res = await page.goto('/blog/no-such-article');
    expect(page.url()).toMatch(/\/Error404$/);
    expect(res?.status()).toBe(404);
  });

  test('a very long query string is served normally', async ({ page }) => {
    const res = await page.goto(`/About?q=${'a'.repeat(4000)}`);
    expect(res?.status()).toBe(200);
  });

  test('wrong methods on API routes get 405 with Allow', async ({ request }) => {
    const res = await request.delete('/api/getMetaInfos/about');
    expect(res.status()).toBe(405);
    expect(res.headers()['allow']).toBe('GET, HEAD');
  });
});
