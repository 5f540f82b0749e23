import { expect, test } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';

const en = originFor('en');

test.describe('permanent redirects', () => {
  const cases: [string, string][] = [
    ['/tours', '/tanzania-safari-package/'],
    ['/tours/', '/tanzania-safari-package/'],
    ['/tours/kilimanjaro?days=7&level=luxury', '/tanzania-safari-package/kilimanjaro?days=7&level=luxury'],
    ['/x/tours/y', '/x/tanzania-safari-package/y'],
    ['/trip/undefined', '/Error404'],
    ['/blog/undefined?ref=mail', '/Error404?ref=mail'],
    ['/tanzania-safari-package', '/tanzania-safari-package/'],
    ['/About/', '/About'],
    // One hop, not two (/trip/ → /trip → the list; /affiliate/ → /affiliate → /Affiliate).
    ['/trip/', '/tanzania-safari-package/'],
    ['/trip', '/tanzania-safari-package/'],
    ['/affiliate/', '/Affiliate'],
    ['/affiliate', '/Affiliate'],
  ];
  for (const [from, to] of cases) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(new URL(res.headers()['location'], en).toString()).toBe(en + to);
    });
  }

  test("an affiliate's link pasted with a slash is one redirect, as without it", async ({ request }) => {
    const tours = (await (await request.get('/api/tourList')).json()) as { tours: { slug: string }[] };
    const slug = tours.tours[0].slug;
    for (const [from, to] of [['/affiliate/zzzzzzzz/', '/'], ['/affiliate/zzzzzzzz', '/'], [`/affiliate/zzzzzzzz/${slug}/`, `/trip/${slug}`]]) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(307);
      expect(new URL(res.headers()['location'], en).pathname, from).toBe(to);
    }
  });

  test('a tour list address says each filter once, in one order: anything else is one 301 away from it', async ({ request }) => {
    const cases: [string, string][] = [
      ['/tanzania-safari-package/?utm_source=mail&level=luxury', '/tanzania-safari-package/?level=luxury'],
      ['/tanzania-safari-package/?safariType=lodge&level=luxury&level=budget', '/tanzania-safari-package/?level=budget&level=luxury&safariType=lodge'],
      ['/tanzania-safari-package/?level=budget&safariType=lodge&level=luxury', '/tanzania-safari-package/?level=budget&level=luxury&safariType=lodge'],
      ['/tanzania-safari-package/?level=superb&page=1&q=&daysMax=7', '/tanzania-safari-package/?daysMax=7'],
      ['/tanzania-safari-package/kilimanjaro?days=7&level=luxury', '/tanzania-safari-package/kilimanjaro?level=luxury'],
      ['/tanzania-safari-package/?nonsense=1', '/tanzania-safari-package/'],
    ];
    for (const [from, to] of cases) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(new URL(res.headers()['location'], en).toString(), from).toBe(en + to);
      expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200);
    }
  });

  // Walked on 29 Nov: ?page=999 said "Found 228 Safari Tours" above "No tour matches all of these filters".
  test('a page past the end of the list goes to its last page, for now (307)', async ({ request }) => {
    const first = await (await request.get('/api/filter?level=luxury')).json();
    const last = Math.max(1, Math.ceil(first.total / first.pageSize));
    const res = await request.get('/tanzania-safari-package/?level=luxury&page=999', { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(new URL(res.headers()['location'], en).toString()).toBe(`${en}/tanzania-safari-package/?level=luxury${last > 1 ? `&page=${last}` : ''}`);
    expect((await request.get(res.headers()['location'], { maxRedirects: 0 })).status()).toBe(200);
  });

  test('the blog and the guest book: a page past the end goes to the last page too (307)', async ({ request }) => {
    const blog = await (await request.get('/api/blogs')).json();
    const res = await request.get('/Blogs?page=99', { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(new URL(res.headers()['location'], en).toString()).toBe(`${en}/Blogs?page=${blog.pages}`);
    const book = await (await request.get('/api/guestbook?language=en')).json();
    const review = await request.get('/Review?language=en&page=99', { maxRedirects: 0 });
    expect(review.status()).toBe(307);
    expect(new URL(review.headers()['location'], en).toString()).toBe(`${en}/Review?language=en&page=${book.pages}`);
  });

  test('a locale prefix goes to that language domain instead of serving a duplicate', async ({ request }) => {
    // In any letter case (walked on 30 Nov: /DE/About and /EN/Contact were 200 copies).
    for (const [from, to] of [['/de/About', `${originFor('de')}/About`], ['/en/Contact', `${en}/Contact`], ['/fr', `${originFor('fr')}/`], ['/DE/About', `${originFor('de')}/About`], ['/En/Contact', `${en}/Contact`], ['/PT/Blogs/', `${originFor('pt')}/Blogs`], ['/FR', `${originFor('fr')}/`]]) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(new URL(res.headers()['location'], en).toString()).toBe(to);
    }
  });

  // A tour's own page runs no middleware (its hot path): next.config.js's redirects() send the prefix.
  test('a tour page with another language\'s prefix goes to that language\'s domain in one 301; a trailing slash is dropped', async ({ request }) => {
    const slug = (await (await request.get(`${en}/api/tourList`)).json()).tours[0].slug as string;
    const de = originFor('de');
    const cases: [string, string, string][] = [
      [en, `/de/trip/${slug}?ref=mail`, `${de}/trip/${slug}?ref=mail`],
      [de, `/en/trip/${slug}`, `${en}/trip/${slug}`],
      [en, `/trip/${slug}/`, `${en}/trip/${slug}`],
    ];
    for (const [origin, from, to] of cases) {
      // Node's resolver does not know *.localhost: the English origin's address, the language's host.
      const res = await request.get(en + from, { maxRedirects: 0, headers: { host: new URL(origin).host } });
      expect(res.status(), from).toBe(301);
      expect(new URL(res.headers()['location'], origin).toString(), from).toBe(to);
    }
    expect((await request.get(`${en}/trip/${slug}`, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('/tours lands on the tour list in a single hop', async ({ page }) => {
    const res = await page.goto('/tours/');
    expect(res?.status()).toBe(200);
    expect(page.url()).toBe(`${en}/tanzania-safari-package/`);
    expect(res?.request().redirectedFrom()?.redirectedFrom()).toBeNull();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tanzania safari packages');
  });

  test('paths that merely contain "tours" and API routes are not redirected', async ({ request }) => {
    const article = await request.get('/blog/tours-guide', { maxRedirects: 0 });
    expect(article.status()).not.toBe(301); // an unknown article, not a /tours rewrite
    expect(article.headers()['location'] ?? '').not.toContain('tanzania-safari-package');
    const api = await request.get('/api/tours/undefined', { maxRedirects: 0 });
    expect(api.status()).toBe(404);
    expect((await api.json()).error.code).toBe('not_found');
  });
});
