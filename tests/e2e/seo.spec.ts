import { expect, test, type Page } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { pageMeta, t } from './strings';

const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt'];

async function headLinks(page: Page) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const alternates = Object.fromEntries(
    await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
  ) as Record<string, string>;
  return { canonical, alternates };
}

test.describe('canonical and hreflang', () => {
  for (const locale of ['en', 'de']) {
    test(`${locale}: home, a tour and a destination point at themselves and at their five twins plus x-default`, async ({ page }) => {
      const api = async (path: string) => (await page.request.get(`${originFor('en')}${path}`)).json();
      const tour = await api('/api/tourList');
      const detail = await api(`/api/tours/${tour.tours[0].slug}`);
      const place = await api('/api/destination/serengeti');
      const cases = [
        { path: '/', alternates: Object.fromEntries(LOCALES.map((l) => [l, '/'])) },
        { path: detail.alternates[locale], alternates: detail.alternates },
        { path: place.alternates[locale], alternates: place.alternates },
      ];
      for (const c of cases) {
        await page.goto(`${originFor(locale)}${c.path}`);
        const { canonical, alternates } = await headLinks(page);
        expect(canonical, c.path).toBe(`${originFor(locale)}${c.path}`);
        expect(Object.keys(alternates).sort()).toEqual([...LOCALES, 'x-default'].sort());
        for (const l of LOCALES) expect(alternates[l], `${c.path} → ${l}`).toBe(`${originFor(l)}${c.alternates[l]}`);
        expect(alternates['x-default']).toBe(alternates.en);
      }
    });
  }

  test('an hreflang twin is a real page in its language, not a 404', async ({ page }) => {
    await page.goto(`${originFor('en')}/tanzania-safari-package/serengeti`);
    const { alternates } = await headLinks(page);
    for (const l of ['de', 'fr']) {
      const res = await page.goto(alternates[l]);
      expect(res?.status(), alternates[l]).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', l);
    }
  });

  test('filters in the query do not make new canonical pages', async ({ page }) => {
    await page.goto('/tanzania-safari-package/?level=luxury&utm_source=mail');
    expect((await headLinks(page)).canonical).toBe(`${originFor('en')}/tanzania-safari-package/`);
  });

  test('a list page past the first is its own canonical, in every hreflang, and says its number in the title', async ({ page }) => {
    const de = originFor('de');
    await page.goto(`${de}/tanzania-safari-package/?page=2`);
    const { canonical, alternates } = await headLinks(page);
    expect(canonical).toBe(`${de}/tanzania-safari-package/?page=2`);
    for (const l of ['en', 'fr']) expect(alternates[l]).toBe(`${originFor(l)}/tanzania-safari-package/?page=2`);
    await expect(page).toHaveTitle(/ – Seite 2 \| Twiga Trails$/);
  });

  test('error pages have no canonical and are not indexed', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('sitemaps and robots.txt per domain', () => {
  test('each domain lists its own URLs, with localised slugs and alternates', async ({ page }) => {
    const en = await (await page.request.get(`${originFor('en')}/api/tourList`)).json();
    const detail = await (await page.request.get(`${originFor('en')}/api/tours/${en.tours[0].slug}`)).json();
    for (const locale of ['en', 'de']) {
      const res = await page.goto(`${originFor(locale)}/sitemap.xml`);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['content-type']).toMatch(/application\/xml/);
      const body = await res!.text();
      const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
      expect(locs.length).toBeGreaterThan(226 + 37);
      for (const loc of locs) expect(loc.startsWith(`${originFor(locale)}/`), loc).toBe(true);
      expect(locs).toContain(`${originFor(locale)}${detail.alternates[locale]}`);
      expect(locs).toContain(`${originFor(locale)}/About`);
      expect(locs.some((l) => l.includes('/Dashboard'))).toBe(false);
      expect(body).toContain(`hreflang="x-default" href="${originFor('en')}/"`);
    }
  });

  test('robots.txt points at the domain sitemap and keeps private pages out', async ({ page }) => {
    for (const locale of ['en', 'fr']) {
      const res = await page.goto(`${originFor(locale)}/robots.txt`);
      const text = await res!.text();
      expect(text).toContain(`Sitemap: ${originFor(locale)}/sitemap.xml`);
      expect(text).toContain('Disallow: /api/');
      expect(text).toContain('Disallow: /Dashboard');
    }
  });
});

test.describe('structured data and link previews', () => {
  const jsonLd = async (page: Page) =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, any>);
  const ofType = (items: Record<string, any>[], type: string) => items.find((i) => i['@type'] === type);

  for (const locale of ['en', 'de']) {
    test(`${locale}: the agency on every page, the trip with its offer, the place, breadcrumbs and a preview card`, async ({ page }) => {
      const api = async (path: string) => (await page.request.get(`${originFor('en')}${path}`)).json();
      const list = await api('/api/filter?sort=rating');
      const tour = await api(`/api/tours/${list.tours[0].slug}`);

      await page.goto(`${originFor(locale)}/`);
      const home = ofType(await jsonLd(page), 'TravelAgency')!;
      expect(home.url).toBe(`${originFor(locale)}/`);
      // The seeded reviews are samples: search engines are told of no rating until travellers write.
      expect(home.aggregateRating).toBeUndefined();

      await page.goto(`${originFor(locale)}${tour.alternates[locale]}`);
      const items = await jsonLd(page);
      expect(ofType(items, 'TravelAgency')).toBeTruthy();
      const trip = ofType(items, 'TouristTrip')!;
      expect(trip.url).toBe(`${originFor(locale)}${tour.alternates[locale]}`);
      // The offer is read from a Product (an Offer on a TouristTrip gives no rich result).
      const product = ofType(items, 'Product')!;
      expect(product.offers).toMatchObject({ '@type': 'Offer', price: tour.priceFrom, priceCurrency: 'USD' });
      // What the price is for, in the page's language (walked on 30 Nov: English on every domain).
      const length = tour.days === 1 ? t(locale, 'catalogue.card.day') : t(locale, 'catalogue.card.days', { days: tour.days });
      expect(product.offers.description).toBe(`${length}, ${t(locale, 'tour.pane.perPerson')}`);
      expect(product.url).toBe(trip.url);
      expect(product.aggregateRating).toBeUndefined();
      expect(product.review).toBeUndefined();
      const crumbs = ofType(items, 'BreadcrumbList')!;
      expect(crumbs.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2, 3]);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${originFor(locale)}/images/`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', trip.name);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

      await page.goto(`${originFor(locale)}/CountryPark?destination=${(await api('/api/destination/ngorongoro')).slug}`);
      const place = ofType(await jsonLd(page), 'TouristDestination')!;
      expect(place.geo.latitude).toBeCloseTo(-3.2, 0);
    });
  }
});

// Walked by a crawler on 30 Nov: no og:url anywhere, articles shared as "website", and a place's
// tour list shared under the generic list's title.
test('the preview card: the page\'s own address, an article as an article with its date, a place\'s list by its own title', async ({ page }) => {
  const en = originFor('en');
  const de = originFor('de');
  await page.goto(`${de}/Blogs`);
  await page.getByTestId('article-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\//);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\//);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const article = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t)).find((i) => i['@type'] === 'Article');
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', article.datePublished);

  await page.goto(`${en}/tanzania-safari-package/kilimanjaro`);
  const title = await page.title();
  expect(title).not.toBe(pageMeta('en', 'tourList').title);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title);
  expect(await page.locator('meta[property="og:title"]').count()).toBe(1);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${en}/tanzania-safari-package/kilimanjaro`);
  // Its description too starts with what the list is (walked: all 53 lists of a domain shared one).
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\. `));
  await page.goto(`${en}/About`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
});

test.describe('head tags follow client-side navigation', () => {
  for (const locale of ['en', 'de']) {
    test(`${locale}: from home to a tour and back, the head names the page shown, once each`, async ({ page }) => {
      const origin = originFor(locale);
      const head = async () => ({
        title: await page.title(),
        canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
        ogUrl: await page.locator('meta[property="og:url"]').getAttribute('content'),
        ogTitle: await page.locator('meta[property="og:title"]').getAttribute('content'),
        twitterTitle: await page.locator('meta[name="twitter:title"]').getAttribute('content'),
        types: (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t)['@type']),
        counts: await page.evaluate(() => ['title', 'meta[name="description"]', 'link[rel="canonical"]', 'meta[property="og:title"]', 'meta[property="og:image"]', 'meta[name="twitter:card"]', 'link[hreflang="x-default"]', 'meta[property="og:url"]'].map((s) => document.querySelectorAll(s).length)),
      });
      const home = pageMeta(locale, 'home');
      await page.goto(`${origin}/`);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      const link = page.getByTestId('tour-link').first();
      const path = (await link.getAttribute('href'))!;
      const tour = await (await page.request.get(`${originFor('en')}/api/tours/${path.split('/').pop()}`, { headers: { 'x-locale': locale } })).json();
      await link.click();
      await expect(page).toHaveURL(`${origin}${path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', tour.title);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'a client-side navigation').toBe(true);
      expect(await head()).toEqual({
        title: `${tour.title} | Twiga Trails`,
        canonical: `${origin}${path}`,
        ogUrl: `${origin}${path}`,
        ogTitle: tour.title,
        twitterTitle: tour.title,
        types: ['TravelAgency', 'TouristTrip', 'Product', 'BreadcrumbList'],
        counts: [1, 1, 1, 1, 1, 1, 1, 1],
      });

      await page.goBack();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
      expect(await head()).toEqual({ title: home.title, canonical: `${origin}/`, ogUrl: `${origin}/`, ogTitle: home.title, twitterTitle: home.title, types: ['TravelAgency'], counts: [1, 1, 1, 1, 1, 1, 1, 1] });
    });
  }
});
