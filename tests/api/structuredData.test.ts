import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import AboutPage, { getStaticProps as aboutProps } from '@/pages/About';
import HomePage, { getStaticProps as homeProps } from '@/pages/index';
import TripPage, { getStaticProps as tripProps } from '@/pages/trip/[[...slug]]';
import ArticlePage, { getStaticProps as articleProps } from '@/pages/blog/[[...slug]]';
import CountryParkPage, { getServerSideProps as placeProps } from '@/pages/CountryPark';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { serverRender } from '../helpers/serverRender';
import { schemaTypeErrors } from '../helpers/schemaTypes';

// next/font only runs in a Next build: pages are rendered with its class names stood in for.
vi.mock('@/lib/fonts', () => ({ sansFont: { variable: 'font-sans' }, displayFont: { variable: 'font-display' } }));

type Thing = Record<string, any>;

/** The schema.org objects in a page's served head, as a search engine reads them. */
const headThings = (doc: Document): Thing[] => [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Thing);
const ofType = (things: Thing[], type: string) => things.filter((x) => x['@type'] === type);

describe.each(engines())('structured data on %s', (engine) => {
  const seeded = useSeededApi(engine, {});
  const db = () => seeded.db().db;

  let rendered: ReturnType<typeof renderPages> | undefined;
  /** The pages, rendered once for the tests below. */
  const pages = () => (rendered ??= renderPages());

  /** Every page kind with structured data, in German, rendered as served; one traveller's review on the tour. */
  async function renderPages() {
    const tour = await db().selectFrom('tour_translations').select(['tour_id', 'slug']).where('locale', '=', 'de').orderBy('tour_id').executeTakeFirstOrThrow();
    await db().insertInto('reviews').values({
      id: 'real-1', tour_id: tour.tour_id, destination_id: null, category: 'northern-safari', name: 'Anna', country: 'DE', language: 'de',
      rating: 5, title: 'Wunderbar', text: 'Eine echte Reisende schrieb dies nach der Reise.', travel_date: '2026-06', created_at: '2026-07-01T09:00:00Z', status: 'approved',
    }).onConflict((oc) => oc.column('id').doNothing()).execute();
    const article = await db().selectFrom('article_translations').select('slug').where('locale', '=', 'de').orderBy('article_id').executeTakeFirstOrThrow();
    const place = await db().selectFrom('destination_translations').select('slug').where('locale', '=', 'de').orderBy('destination_id').executeTakeFirstOrThrow();
    const render = async (Page: any, props: unknown, pathname: string, asPath: string) =>
      headThings(serverRender(Page, ((await props) as { props: Thing }).props, { pathname, asPath }));
    return {
      home: await render(HomePage, homeProps({ locale: 'de' } as never), '/', '/'),
      about: await render(AboutPage, aboutProps({ locale: 'de' } as never), '/About', '/About'),
      tour: await render(TripPage, tripProps({ locale: 'de', params: { slug: [tour.slug] } } as never), '/trip/[[...slug]]', `/trip/${tour.slug}`),
      article: await render(ArticlePage, articleProps({ locale: 'de', params: { slug: [article.slug] } } as never), '/blog/[[...slug]]', `/blog/${article.slug}`),
      place: await render(CountryParkPage, placeProps({ locale: 'de', query: { destination: place.slug }, res: { setHeader() {} } } as never), '/CountryPark', `/CountryPark?destination=${place.slug}`),
    };
  }

  it('every object on home, About, a tour, an article and a destination is valid for its schema.org type', async () => {
    const all = Object.entries(await pages()).flatMap(([page, things]) => things.map((thing) => ({ label: `${page} ${thing['@type']}`, thing })));
    expect(schemaTypeErrors(all)).toEqual([]);
    expect(new Set(all.map((x) => x.label))).toEqual(new Set([
      'home TravelAgency', 'about TravelAgency', 'tour TravelAgency', 'tour TouristTrip', 'tour Product', 'tour BreadcrumbList',
      'article TravelAgency', 'article Article', 'article BreadcrumbList', 'place TravelAgency', 'place TouristDestination', 'place BreadcrumbList',
    ]));
  }, 120_000);

  it('gives the agency no rating or review of itself; the tour\'s travellers\' rating and its offer are on the tour as a Product', async () => {
    const { home, about, tour } = await pages();
    for (const agency of [...ofType(home, 'TravelAgency'), ...ofType(about, 'TravelAgency'), ...ofType(tour, 'TravelAgency')]) {
      expect(agency).not.toHaveProperty('aggregateRating');
      expect(agency).not.toHaveProperty('review');
    }
    const [product] = ofType(tour, 'Product');
    expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1 });
    expect(product.review.map((r: Thing) => r.name)).toEqual(['Wunderbar']);
    expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
    const [trip] = ofType(tour, 'TouristTrip');
    expect(trip).not.toHaveProperty('offers');
    expect(trip).not.toHaveProperty('aggregateRating');
    expect(product.url).toBe(trip.url);
  }, 60_000);

  it('dates an article with its time zone, and the agency\'s logo is a raster picture of at least 112 px that the site serves', async () => {
    const { article, home } = await pages();
    const [post] = ofType(article, 'Article');
    const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/;
    expect(post.datePublished).toMatch(zoned);
    expect(post.dateModified).toMatch(zoned);
    const logo = new URL(ofType(home, 'TravelAgency')[0].logo);
    expect(logo.pathname).toMatch(/\.(png|jpe?g|webp)$/);
    const meta = await sharp(fs.readFileSync(path.join(process.cwd(), 'public', logo.pathname))).metadata();
    expect(['png', 'jpeg', 'webp']).toContain(meta.format);
    expect(Math.min(meta.width!, meta.height!)).toBeGreaterThanOrEqual(112);
  }, 60_000);
});
