import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';

// Slugs the site published before tour slugs were shortened: shared links that must keep working.
const previous = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'server/db/seed/catalogue/previousTourSlugs.json'), 'utf8')) as Record<string, Record<string, string>>;
const en = originFor('en');
const de = originFor('de');

const api = async (request: APIRequestContext, locale: string, p: string) =>
  (await request.get(`${en}${p}`, { headers: { 'x-locale': locale } })).json();

/** A page request to a language's domain: Chromium resolves *.localhost, Node does not, so the Host header says it. */
const getOn = (request: APIRequestContext, locale: string, p: string) =>
  request.get(`${en}${p}`, { maxRedirects: 0, headers: { host: new URL(originFor(locale)).host } });

/** Asserts one 301 hop on the domain from `from` to `to`, and that `to` is served as is. */
async function expectMoved(request: APIRequestContext, locale: string, from: string, to: string) {
  // Twice: the first answer is rendered, the second comes from the page cache.
  for (let i = 0; i < 2; i++) {
    const res = await getOn(request, locale, from);
    expect(res.status(), from).toBe(301);
    expect(new URL(res.headers()['location'], originFor(locale)).toString(), from).toBe(`${originFor(locale)}${to}`);
  }
  expect((await getOn(request, locale, to)).status(), to).toBe(200);
}

test.describe('slugs that moved answer a 301 to the page on the same domain', () => {
  // A tour whose old slugs were long and cut off mid-phrase.
  const id = Object.keys(previous.de).find((t) => previous.de[t].length > 100 && previous.en[t].length > 60)!;

  test('an old English tour slug goes to the short one', async ({ request }) => {
    const tour = await api(request, 'en', `/api/tours/${previous.en[id]}`);
    expect(tour.slug.length).toBeLessThanOrEqual(60);
    expect(tour.slug).not.toBe(previous.en[id]);
    await expectMoved(request, 'en', `/trip/${previous.en[id]}`, `/trip/${tour.slug}`);
  });

  test('an old German tour slug goes to the short German one', async ({ request }) => {
    const tour = await api(request, 'de', `/api/tours/${previous.de[id]}`);
    await expectMoved(request, 'de', `/trip/${previous.de[id]}`, `/trip/${tour.slug}`);
  });

  test("the English tour slug on the German domain goes to the tour's German slug", async ({ request }) => {
    const tour = await api(request, 'en', `/api/tours/${id}`);
    const german = await api(request, 'de', `/api/tours/${id}`);
    expect(german.slug).not.toBe(tour.slug);
    await expectMoved(request, 'de', `/trip/${tour.slug}`, `/trip/${german.slug}`);
  });

  test("an English article slug on the German domain goes to the German article", async ({ request }) => {
    const article = await api(request, 'de', '/api/blogs/best-time-to-visit-tanzania');
    expect(article.slug).not.toBe('best-time-to-visit-tanzania');
    await expectMoved(request, 'de', '/blog/best-time-to-visit-tanzania', `/blog/${article.slug}`);
  });

  test("a destination's English slug on the French domain goes to its French slug, on its page and its tour list", async ({ request }) => {
    const place = await api(request, 'fr', '/api/destination/serengeti');
    const english = await api(request, 'en', '/api/destination/serengeti');
    expect(place.slug).not.toBe(english.slug);
    await expectMoved(request, 'fr', `/CountryPark?destination=${english.slug}`, `/CountryPark?destination=${place.slug}`);
    await expectMoved(request, 'fr', `/tanzania-safari-package/${english.slug}?sort=price-asc`, `/tanzania-safari-package/${place.slug}?sort=price-asc`);
  });

  test('a new slug is served with its canonical on its own domain; an unknown one is still 404', async ({ request }) => {
    for (const locale of ['en', 'de']) {
      const tour = await api(request, locale, `/api/tours/${id}`);
      const res = await getOn(request, locale, `/trip/${tour.slug}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<link rel="canonical" href="([^"]*)"/)?.[1]).toBe(`${originFor(locale)}/trip/${tour.slug}`);
      const german = (await api(request, 'de', `/api/tours/${id}`)).slug;
      expect(head.match(/<link rel="alternate" hrefLang="de" href="([^"]*)"/i)?.[1]).toBe(`${de}/trip/${german}`);
    }
    expect((await getOn(request, 'de', '/trip/no-such-safari')).status()).toBe(404);
  });
});
