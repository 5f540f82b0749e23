import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import TripPage, { getStaticProps as tripProps } from '@/pages/trip/[[...slug]]';
import { LOCALES } from '@/lib/i18n/config';
import { snippet } from '@/lib/seo/snippet';
import { formatPrice } from '@/lib/format/price';
import { translate, type Messages } from '@/lib/i18n/translate';
import germanJson from '@/locales/de.json';
import { siteOrigin } from '@/lib/i18n/origins';
import { useSharedDb } from '@/server/db/connection';
import { setupDatabase } from '@/server/db/setup';
import { createTestDb, type TestDb } from '../helpers/testDb';
import { serverRender } from '../helpers/serverRender';

// next/font is a build step of Next; outside a Next build its functions cannot run. Only the
// class names it would give are stood in for: nothing else in the render is replaced.
vi.mock('@/lib/fonts', () => ({ sansFont: { variable: 'font-sans' }, displayFont: { variable: 'font-display' } }));

// What a crawler reads in a tour page's <head>, rendered the way Next renders a page on the
// server: _app and the page into HTML, next/head's tags collected and de-duplicated by key.

type Props = Record<string, any>;

/** The rendered document without its body: what these tests read is the head alone. */
function serverHead(...args: Parameters<typeof serverRender>): Document {
  const doc = serverRender(...args);
  doc.body.replaceChildren();
  return doc;
}

const content = (doc: Document, selector: string) => doc.querySelectorAll(selector).length === 1 ? doc.querySelector(selector)!.getAttribute('content') ?? doc.querySelector(selector)!.getAttribute('href') : `${doc.querySelectorAll(selector).length} × ${selector}`;
const structured = (doc: Document) => [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Props);

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb('sqlite');
  await setupDatabase(t.db);
  useSharedDb(t.db);
});
afterAll(async () => t?.drop());

const germanTour = () => t.db.selectFrom('tour_translations').select(['tour_id', 'slug']).where('locale', '=', 'de').orderBy('tour_id').executeTakeFirstOrThrow();

const german = germanJson as unknown as Messages;

async function tourPage(slug: string) {
  const result = (await tripProps({ locale: 'de', params: { slug: [slug] } } as never)) as { props: Props };
  const props = result.props;
  const path = props.alternates.de as string;
  return { props, path, head: serverHead(TripPage, props, { pathname: '/trip/[[...slug]]', asPath: path }) };
}

describe('the head of a tour page, served in German', () => {
  it('has one of each tag: title, description, canonical, seven hreflang, the preview card and the JSON-LD', async () => {
    const { props, path, head } = await tourPage((await germanTour()).slug);
    const { tour } = props;
    const de = siteOrigin('de');

    expect(head.querySelectorAll('title')).toHaveLength(1);
    expect(head.title).toBe(`${tour.title} | Twiga Trails`);
    // What tells the tour from its neighbours first (walked: 212 of 228 tours shared one), then its
    // overview, cut at a word with an ellipsis, never mid-word ("…und de"), under 160 characters.
    const description = content(head, 'meta[name="description"]')!;
    expect(tour.overview.length).toBeGreaterThan(155);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description).toMatch(/\p{L}…$/u);
    const facts = `${translate(german, 'catalogue.card.days', { days: tour.days })} · ${translate(german, `catalogue.levels.${tour.level}`)} · ${translate(german, `catalogue.safariTypes.${tour.safariType}`)} · ${translate(german, 'catalogue.card.from')} ${formatPrice(tour.priceFrom)}. `;
    expect(description.startsWith(facts)).toBe(true);
    expect(tour.overview.startsWith(`${description.slice(facts.length, -1)} `)).toBe(true);
    expect(content(head, 'link[rel="canonical"]')).toBe(`${de}${path}`);
    const hreflang = [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
    expect(Object.fromEntries(hreflang)).toEqual({
      ...Object.fromEntries(LOCALES.map((l) => [l, `${siteOrigin(l)}${props.alternates[l]}`])),
      'x-default': `${siteOrigin('en')}${props.alternates.en}`,
    });
    expect(hreflang).toHaveLength(7);
    // A public tour is indexable: no robots rule at all (not even next-seo's "index,follow").
    expect(head.querySelectorAll('meta[name="robots"]')).toHaveLength(0);

    expect(content(head, 'meta[property="og:type"]')).toBe('website');
    expect(content(head, 'meta[property="og:site_name"]')).toBe('Twiga Trails Safaris');
    expect(content(head, 'meta[property="og:locale"]')).toBe('de_DE');
    expect(content(head, 'meta[property="og:title"]')).toBe(tour.title);
    const card = content(head, 'meta[property="og:description"]')!;
    expect(card.length).toBeLessThanOrEqual(200);
    expect(card).toBe(snippet(tour.overview, 200));
    expect(props.share.image).toMatch(/^\/images\/.+\.(webp|jpe?g|png)$/); // the tour's own picture, full size
    expect(content(head, 'meta[property="og:image"]')).toBe(`${de}${props.share.image}`);
    expect(content(head, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(head, 'meta[name="twitter:title"]')).toBe(tour.title);
    expect(content(head, 'meta[name="twitter:description"]')).toBe(card);
    expect(content(head, 'meta[name="twitter:image"]')).toBe(`${de}${props.share.image}`);

    const things = structured(head);
    expect(things.map((x) => x['@type'])).toEqual(['TravelAgency', 'TouristTrip', 'Product', 'BreadcrumbList']);
    expect(things[0].url).toBe(`${de}/`);
    expect(things[1]).toMatchObject({ name: tour.title, url: `${de}${path}` });
    expect(things[2]).toMatchObject({ name: tour.title, url: `${de}${path}`, offers: { price: tour.priceFrom, priceCurrency: 'USD' } });
  });

  it('keeps a tour name holding "</script >" inside its JSON-LD: no element breaks out, the name reads back unchanged', async () => {
    const row = await germanTour();
    const name = 'Serengeti </script ><img src=x onerror="alert(1)"> & </SCRIPT/> <!-- safari';
    await t.db.updateTable('tour_translations').set({ title: name }).where('tour_id', '=', row.tour_id).where('locale', '=', 'de').execute();
    const { head } = await tourPage(row.slug);
    expect(head.querySelectorAll('img')).toHaveLength(0);
    const things = structured(head);
    expect(things.map((x) => x['@type'])).toEqual(['TravelAgency', 'TouristTrip', 'Product', 'BreadcrumbList']);
    expect(things[1].name).toBe(name);
    expect(things[2].name).toBe(name);
    expect(things[3].itemListElement.at(-1).name).toBe(name);
    expect(content(head, 'meta[property="og:title"]')).toBe(name);
  });
});
