import { expect, test } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { pageMeta } from './strings';
import { snippet } from '../../lib/seo/snippet';

// What a crawler reads: the HTML as served, before any script runs.
const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt'];
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

function parseHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) => decode(tag.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? '');
  const tags = (re: RegExp) => head.match(re) ?? [];
  return {
    title: decode(head.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? ''),
    description: attr(tags(/<meta name="description"[^>]*>/g)[0] ?? '', 'content'),
    canonical: attr(tags(/<link rel="canonical"[^>]*>/g)[0] ?? '', 'href'),
    alternates: Object.fromEntries(tags(/<link rel="alternate" hrefLang="[^"]+"[^>]*>|<link rel="alternate" hreflang="[^"]+"[^>]*>/gi).map((t) => [attr(t, '(?:hrefLang|hreflang)'), attr(t, 'href')])),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, any>),
  };
}

test.describe('served HTML of the main page kinds', () => {
  for (const locale of ['en', 'de']) {
    test(`${locale}: home, tour, destination and article have title, description, canonical, six hreflang plus x-default and JSON-LD`, async ({ page }) => {
      const api = async (path: string) => (await page.request.get(`${originFor('en')}${path}`, { headers: { 'x-locale': locale } })).json();
      const tour = await api(`/api/tours/${(await api('/api/tourList')).tours[0].slug}`);
      const place = await api('/api/destination/serengeti');
      const post = await api('/api/blogs/climbing-kilimanjaro-guide');
      const cases = [
        { path: '/', alternates: Object.fromEntries(LOCALES.map((l) => [l, '/'])), title: pageMeta(locale, 'home').title, description: pageMeta(locale, 'home').description, types: ['TravelAgency'] },
        { path: tour.alternates[locale], alternates: tour.alternates, title: `${tour.title} | Twiga Trails`, types: ['TravelAgency', 'TouristTrip', 'Product', 'BreadcrumbList'] },
        { path: place.alternates[locale], alternates: place.alternates, title: place.name, types: ['TravelAgency', 'TouristDestination', 'BreadcrumbList'] },
        { path: post.alternates[locale], alternates: post.alternates, title: `${post.title} | Twiga Trails`, description: snippet(post.excerpt), types: ['TravelAgency', 'Article', 'BreadcrumbList'] },
      ];
      for (const c of cases) {
        const res = await page.goto(`${originFor(locale)}${c.path}`);
        expect(res?.status(), c.path).toBe(200);
        const head = parseHead(await res!.text());
        expect(head.title, c.path).toContain(c.title);
        if (c.description) expect(head.description, c.path).toBe(c.description);
        else expect(head.description.length, c.path).toBeGreaterThan(50);
        expect(head.canonical, c.path).toBe(`${originFor(locale)}${c.path}`);
        expect(Object.keys(head.alternates).sort(), c.path).toEqual([...LOCALES, 'x-default'].sort());
        for (const l of LOCALES) expect(head.alternates[l], `${c.path} → ${l}`).toBe(`${originFor(l)}${c.alternates[l]}`);
        expect(head.jsonLd.map((x) => x['@type']).sort(), c.path).toEqual([...c.types].sort());
        for (const item of head.jsonLd) expect(item['@context'], c.path).toBe('https://schema.org');
      }
    });

    test(`${locale}: an article's JSON-LD names its headline, author, dates, picture and page`, async ({ page }) => {
      const post = await (await page.request.get(`${originFor('en')}/api/blogs/tanzania-entry-requirements`, { headers: { 'x-locale': locale } })).json();
      const head = parseHead(await (await page.goto(`${originFor(locale)}${post.alternates[locale]}`))!.text());
      const article = head.jsonLd.find((x) => x['@type'] === 'Article')!;
      expect(article).toMatchObject({
        headline: post.title,
        description: post.excerpt,
        inLanguage: locale,
        // The day's start in Arusha: a date with its time zone, as search engines want it.
        datePublished: `${post.publishedAt}T00:00:00+03:00`,
        dateModified: `${post.updatedAt ?? post.publishedAt}T00:00:00+03:00`,
        author: { '@type': 'Person', name: post.author.name },
        mainEntityOfPage: `${originFor(locale)}${post.alternates[locale]}`,
      });
      expect(article.image).toMatch(new RegExp(`^${originFor(locale)}/images/`));
      const crumbs = head.jsonLd.find((x) => x['@type'] === 'BreadcrumbList')!;
      expect(crumbs.itemListElement.at(-1).item).toBe(article.mainEntityOfPage);
    });
  }

  for (const locale of ['en', 'de']) {
    test(`${locale}: home, About and a tour show sample reviews, labelled, but claim no AggregateRating or Review from them`, async ({ page }) => {
      // This site's reviews are all the seed's samples (SAMPLE_REVIEWS on): people see them, search engines never.
      const api = async (path: string) => (await page.request.get(`${originFor('en')}${path}`, { headers: { 'x-locale': locale } })).json();
      const book = await api('/api/guestbook');
      expect(book.total).toBeGreaterThan(50);
      expect(book.reviews.every((r: { sample: boolean }) => r.sample)).toBe(true);
      // Every review is a sample, so no card counts one; a tour page shows its own or similar trips' samples.
      const cards: { slug: string; reviewsCount: number }[] = (await api('/api/tourList')).tours;
      expect(cards.every((x) => x.reviewsCount === 0)).toBe(true);
      const details = await Promise.all(cards.slice(0, 10).map((x) => api(`/api/tours/${x.slug}`)));
      const tour = details.find((x: { reviews: unknown[]; similarReviews: unknown[] }) => x.reviews.length + x.similarReviews.length > 0);
      for (const path of ['/', '/About', tour.alternates[locale]]) {
        const html = await (await page.goto(`${originFor(locale)}${path}`))!.text();
        expect(html, path).toContain(`data-testid="sample-review"`);
        const things = parseHead(html).jsonLd;
        expect(things.length, path).toBeGreaterThan(0);
        const text = JSON.stringify(things);
        expect(text, path).not.toContain('AggregateRating');
        expect(text, path).not.toContain('"Review"');
        expect(text, path).not.toMatch(/"aggregateRating"|"review"/);
      }
    });
  }
});
