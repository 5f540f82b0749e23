import { afterEach, describe, expect, it, vi } from 'vitest';
import * as aboutRoute from '@/pages/api/about_us';
import * as destinationsRoute from '@/pages/api/destinationlist';
import * as reviewsRoute from '@/pages/api/getReviews';
import * as guestbookRoute from '@/pages/api/guestbook';
import * as tourListRoute from '@/pages/api/tourList';
import * as tourRoute from '@/pages/api/tours/[slug]';
import { getStaticProps as aboutProps } from '@/pages/About';
import HomePage, { getStaticProps as homeProps } from '@/pages/index';
import TripPage, { getStaticProps as tripProps } from '@/pages/trip/[[...slug]]';
import { pageStructuredData } from '@/lib/seo/jsonLd';
import { removeSampleReviews } from '@/server/catalogue/reviewService';
import { seed } from '@/server/db/seed';
import { REVIEWS } from '@/server/db/seed/catalogue/reviews';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { serverRender } from '../helpers/serverRender';

// next/font only runs in a Next build: the tour page is rendered with its class names stood in for.
vi.mock('@/lib/fonts', () => ({ sansFont: { variable: 'font-sans' }, displayFont: { variable: 'font-display' } }));

type Thing = Record<string, any>;
type Review = { id: string; sample: boolean; rating: number };
type Tour = { id: string; slug: string; reviewsCount: number };

/** The schema.org objects a page's HTML carries (what _app writes into its head from its props: the plain agency when they name none). */
async function jsonLd(getProps: (ctx: any) => unknown, ctx: Thing = {}): Promise<{ props: Thing; things: Thing[] }> {
  const result = (await getProps({ locale: 'en', ...ctx })) as { props: Thing };
  return { props: result.props, things: pageStructuredData('en', result.props.jsonLd) };
}
const ofType = (things: Thing[], type: string) => things.find((x) => x['@type'] === type)!;

/**
 * Ratings a page claims: stars and "★" outside the review list (whose samples each say they are
 * one), and the home page's average-rating figure.
 */
const claimedRatings = (doc: Document) => {
  const outsideReviews = (el: Element) => !el.closest('.review');
  const stars = [...doc.body.querySelectorAll('.stars')].filter(outsideReviews).map((el) => el.getAttribute('aria-label'));
  const marks = [...doc.body.querySelectorAll('p, dd, span')].filter((el) => outsideReviews(el) && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.includes('★')));
  const figures = [...doc.body.querySelectorAll('[data-testid="stats"] dt')].map((dt) => dt.textContent!).filter((text) => /rating/i.test(text));
  return [...stars, ...marks.map((el) => el.textContent), ...figures];
};
const homeDoc = (props: Thing) => serverRender(HomePage, props, { pathname: '/', asPath: '/' });

/** A tour page builds its schema.org objects itself, from the tour it carries: read from its rendered head. */
async function tripJsonLd(slug: string): Promise<{ props: Thing; things: Thing[] }> {
  const { props } = (await tripProps({ locale: 'en', params: { slug: [slug] } } as never)) as { props: Thing };
  const doc = serverRender(TripPage, props, { pathname: '/trip/[[...slug]]', asPath: `/trip/${slug}` });
  return { props, things: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Thing) };
}

describe.each(engines())('sample reviews on %s', (engine) => {
  const seeded = useSeededApi(engine, {
    '/api/guestbook': guestbookRoute,
    '/api/getReviews': reviewsRoute,
    '/api/about_us': aboutRoute,
    '/api/tourList': tourListRoute,
    '/api/tours/[slug]': tourRoute,
    '/api/destinationlist': destinationsRoute,
  });
  const db = () => seeded.db().db;
  const get = async (path: string) => (await seeded.api().request(path, { host: 'localhost:3000' })).json();
  const tourPage = tripJsonLd;
  afterEach(() => {
    delete process.env.SAMPLE_REVIEWS;
  });

  /** A traveller's review, as written on the site and then approved (or not yet). */
  const traveller = (id: string, tourId: string, rating: number, status: 'approved' | 'pending') =>
    db().insertInto('reviews').values({
      id, tour_id: tourId, destination_id: null, category: 'northern-safari', name: `Traveller ${id}`, country: 'KE', language: 'en',
      rating, title: `Real review ${id}`, text: 'A real traveller wrote this after the trip.', travel_date: '2026-06', created_at: '2099-01-0' + rating + 'T00:00:00Z', status,
    }).execute();

  let tour: Tour;

  it('stores every seeded review as a sample, and the APIs say so on each', async () => {
    const rows = await db().selectFrom('reviews').select(['id', 'sample']).execute();
    expect(rows).toHaveLength(REVIEWS.length);
    expect(rows.every((r) => Number(r.sample) === 1)).toBe(true);
    const book = await get('/api/guestbook');
    expect(book.total).toBe(REVIEWS.length);
    expect(book.reviews.every((r: Review) => r.sample)).toBe(true);
    expect((await get('/api/getReviews')).every((r: Review) => r.sample)).toBe(true);
  });

  it('gives search engines no AggregateRating or Review on home, About and a tour while every review is a sample', async () => {
    const home = await jsonLd(homeProps);
    expect(home.props.reviews.length).toBeGreaterThan(0); // shown to people, labelled…
    expect(ofType(home.things, 'TravelAgency')).not.toHaveProperty('aggregateRating'); // …but never claimed
    expect(ofType(home.things, 'TravelAgency')).not.toHaveProperty('review');
    const about = await jsonLd(aboutProps);
    expect(about.props.testimonials.length).toBeGreaterThan(0);
    expect(ofType(about.things, 'TravelAgency')).not.toHaveProperty('aggregateRating');
    expect(ofType(about.things, 'TravelAgency')).not.toHaveProperty('review');
    const tours: Tour[] = (await get('/api/tourList')).tours;
    const counts = await db().selectFrom('reviews').select(['tour_id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('tour_id').execute();
    tour = tours.find((t) => counts.some((c) => c.tour_id === t.id && Number(c.n) > 1))!;
    const trip = await tourPage(tour.slug);
    expect(trip.props.tour.reviews.length).toBeGreaterThan(1);
    expect(ofType(trip.things, 'Product')).not.toHaveProperty('aggregateRating');
    expect(ofType(trip.things, 'Product')).not.toHaveProperty('review');
  });

  it('shows no rating, review count or star made of samples: home figures, tour cards, tour hero, destinations', async () => {
    const home = (await jsonLd(homeProps)).props;
    expect(home.reviews.length).toBeGreaterThan(0); // the samples are shown, labelled
    expect(home.stats.reviews).toBe(0);
    const doc = homeDoc(home);
    expect(doc.querySelectorAll('[data-testid="tour-card"]').length).toBeGreaterThan(0);
    expect(claimedRatings(doc)).toEqual([]);
    const tours: Tour[] = (await get('/api/tourList')).tours;
    expect(tours.every((t) => t.reviewsCount === 0 && (t as Thing).rating === null)).toBe(true);
    const trip = await tripProps({ locale: 'en', params: { slug: [tour.slug] } } as never) as { props: Thing };
    expect(trip.props.tour.reviews.length).toBeGreaterThan(0);
    expect(claimedRatings(serverRender(TripPage, trip.props, { pathname: '/trip/[[...slug]]', asPath: `/trip/${tour.slug}` }))).toEqual([]);
    const places: Thing[] = await get('/api/destinationlist');
    expect(places.some((d) => d.toursCount === 0)).toBe(true);
    expect(places.map((d) => d.rating).filter((r) => r !== null)).toEqual([]);
  }, 60_000);

  it('counts only travellers\' approved reviews in structured data, on the tour they are about (never on the agency)', async () => {
    await traveller('real-approved', tour.id, 5, 'approved');
    await traveller('real-pending', tour.id, 1, 'pending');
    for (const things of [(await jsonLd(homeProps)).things, (await jsonLd(aboutProps)).things]) {
      expect(ofType(things, 'TravelAgency')).not.toHaveProperty('aggregateRating');
      expect(ofType(things, 'TravelAgency')).not.toHaveProperty('review');
    }
    const trip = await tourPage(tour.slug);
    expect(trip.props.tour.reviews.length).toBeGreaterThan(1); // the page shows samples and the real one
    const structured = ofType(trip.things, 'Product');
    expect(structured.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
    expect(structured.review.map((r: Thing) => r.name)).toEqual(['Real review real-approved']);
  });

  it('shows the rating and count of travellers\' reviews once there is one: the tour\'s card, its destinations, the home figure', async () => {
    const home = (await jsonLd(homeProps)).props;
    expect(home.stats).toMatchObject({ reviews: 1, rating: 5 });
    expect(claimedRatings(homeDoc(home))).toContain('average rating from 1 review');
    const card = ((await get('/api/tourList')).tours as Thing[]).find((t) => t.id === tour.id)!;
    expect(card).toMatchObject({ rating: 5, reviewsCount: 1 });
    const visited = new Set((await db().selectFrom('tour_destinations').select('destination_id').where('tour_id', '=', tour.id).execute()).map((r) => r.destination_id));
    const places: Thing[] = await get('/api/destinationlist');
    expect(places.filter((d) => d.rating !== null).map((d) => d.id).sort()).toEqual([...visited].sort());
    expect(places.filter((d) => visited.has(d.id)).every((d) => d.rating === 5)).toBe(true);
  }, 60_000);

  it('with SAMPLE_REVIEWS=off shows no sample anywhere: guest book, latest reviews, testimonials, tours, counts and ratings', async () => {
    process.env.SAMPLE_REVIEWS = 'off';
    const book = await get('/api/guestbook');
    expect(book.reviews.map((r: Review) => r.id)).toEqual(['real-approved']);
    expect(book.total).toBe(1);
    expect(book.years).toEqual([2026]);
    expect((await get('/api/getReviews')).map((r: Review) => r.id)).toEqual(['real-approved']);
    expect((await get('/api/about_us')).testimonials.map((r: Review) => r.id)).toEqual(['real-approved']);

    const detail = await get(`/api/tours/${encodeURIComponent(tour.slug)}`);
    expect(detail.reviews.map((r: Review) => r.id)).toEqual(['real-approved']);
    expect(detail.reviewsCount).toBe(1);
    expect(detail.rating).toBe(5);
    const tours: Tour[] = (await get('/api/tourList')).tours;
    expect(tours.reduce((n, t) => n + t.reviewsCount, 0)).toBe(1);
    const other = tours.find((t) => t.id !== tour.id)!;
    const otherDetail = await get(`/api/tours/${encodeURIComponent(other.slug)}`);
    expect([...otherDetail.reviews, ...otherDetail.similarReviews].some((r: Review) => r.sample)).toBe(false);

    const home = (await jsonLd(homeProps)).props;
    expect(home.reviews.map((r: Review) => r.id)).toEqual(['real-approved']);
    expect(home.stats).toMatchObject({ reviews: 1, rating: 5 });
  });

  it('with SAMPLE_REVIEWS off and no travellers\' reviews yet, the home page claims no rating and the guest book is empty', async () => {
    process.env.SAMPLE_REVIEWS = 'off';
    await db().updateTable('reviews').set({ status: 'pending' }).where('id', '=', 'real-approved').execute();
    try {
      const home = await jsonLd(homeProps);
      expect(home.props.reviews).toEqual([]);
      expect(home.props.stats.reviews).toBe(0);
      expect(ofType(home.things, 'TravelAgency')).not.toHaveProperty('aggregateRating');
      expect((await get('/api/guestbook')).total).toBe(0);
    } finally {
      await db().updateTable('reviews').set({ status: 'approved' }).where('id', '=', 'real-approved').execute();
    }
  });

  it('shows the samples again by default (SAMPLE_REVIEWS unset), for the local site', async () => {
    expect((await get('/api/guestbook')).total).toBe(REVIEWS.length + 1);
  });

  it('remove-samples deletes every sample and no traveller\'s review; with SAMPLE_REVIEWS=off the seed does not bring them back', async () => {
    expect(await removeSampleReviews(db())).toBe(REVIEWS.length);
    const left = await db().selectFrom('reviews').select('id').orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual(['real-approved', 'real-pending']);
    process.env.SAMPLE_REVIEWS = 'off';
    await seed(db());
    expect((await db().selectFrom('reviews').select('id').execute()).length).toBe(2);
    expect((await get('/api/guestbook')).total).toBe(1);
    expect(await removeSampleReviews(db())).toBe(0);
  });
});
