import { describe, expect, it } from 'vitest';
import * as filterRoute from '@/pages/api/filter';
import * as tourRoute from '@/pages/api/tours/[slug]';
import * as destinationRoute from '@/pages/api/destination/[id]';
import * as destListRoute from '@/pages/api/destinationlist';
import * as destByCategoryRoute from '@/pages/api/destbycategory';
import * as popularDestRoute from '@/pages/api/populardestinations';
import * as popularToursRoute from '@/pages/api/populartours';
import * as reviewsRoute from '@/pages/api/getReviews';
import * as tourListRoute from '@/pages/api/tourList';
import * as tourListPageRoute from '@/pages/api/tourlistpage';
import * as filterIndexRoute from '@/pages/api/filterindex';
import { DAY_BLOCKS } from '@/server/db/seed/catalogue/blocks';
import { DESTINATIONS } from '@/server/db/seed/catalogue/destinations';
import { TOURS } from '@/server/db/seed/catalogue/tours';
import type { TourSource } from '@/server/db/seed/catalogue/types';
import { CATEGORIES, LEVELS, SAFARI_TYPES, SPECIALISED, TRIP_TYPES } from '@/lib/catalogue/vocabulary';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';

const blockPlace = new Map(DAY_BLOCKS.map((b) => [b.id, b.destinationId]));
const visits = (t: TourSource) => new Set(t.days.map((d) => blockPlace.get(d)!));

describe.each(engines())('catalogue API on %s', (engine) => {
  const seeded = useSeededApi(engine, {
    '/api/filter': filterRoute,
    '/api/tours/[slug]': tourRoute,
    '/api/destination/[id]': destinationRoute,
    '/api/destinationlist': destListRoute,
    '/api/destbycategory': destByCategoryRoute,
    '/api/populardestinations': popularDestRoute,
    '/api/populartours': popularToursRoute,
    '/api/getReviews': reviewsRoute,
    '/api/tourList': tourListRoute,
    '/api/tourlistpage': tourListPageRoute,
    '/api/filterindex': filterIndexRoute,
  });
  const get = async (path: string, host = 'localhost:3000') => {
    const res = await seeded.api().request(path, { host });
    return { status: res.status, body: res.json() };
  };

  it('holds the whole catalogue: 110+ tours and 30+ destinations in all five groups', async () => {
    const { body } = await get('/api/tourList');
    expect(body.total).toBeGreaterThanOrEqual(110);
    expect(body.total).toBe(TOURS.length);
    const destinations = (await get('/api/destinationlist')).body;
    expect(destinations.length).toBeGreaterThanOrEqual(30);
    expect(new Set(destinations.map((d: { group: string }) => d.group)).size).toBe(5);
  });

  it('counts each destination tours from the catalogue itself', async () => {
    const destinations = (await get('/api/destinationlist')).body as { id: string; toursCount: number }[];
    for (const d of destinations) {
      expect(d.toursCount, d.id).toBe(TOURS.filter((tour) => visits(tour).has(d.id)).length);
    }
  });

  const cases: [string, (t: TourSource) => boolean][] = [
    ['level=luxury', (x) => x.level === 'luxury'],
    ['level=budget&level=mid-range', (x) => x.level === 'budget' || x.level === 'mid-range'],
    ['safariType=camping&tripType=shared', (x) => x.safariType === 'camping' && x.tripType === 'shared'],
    ['tags=balloon', (x) => x.tags.includes('balloon')],
    ['tags=canoeing&tags=biking', (x) => x.tags.includes('canoeing') || x.tags.includes('biking')],
    ['category=kilimanjaro&daysMin=7', (x) => x.category === 'kilimanjaro' && x.days.length >= 7],
    ['priceMin=1000&priceMax=3000&level=mid-range', (x) => x.priceFrom >= 1000 && x.priceFrom <= 3000 && x.level === 'mid-range'],
    ['destination=serengeti&safariType=lodge&daysMax=6', (x) => visits(x).has('serengeti') && x.safariType === 'lodge' && x.days.length <= 6],
    ['tripType=private&level=luxury&tags=fly-in', (x) => x.tripType === 'private' && x.level === 'luxury' && x.tags.includes('fly-in')],
  ];
  for (const [query, predicate] of cases) {
    it(`filter ${query} finds exactly the matching tours`, async () => {
      const { status, body } = await get(`/api/filter?${query}`);
      expect(status).toBe(200);
      expect(body.total).toBe(TOURS.filter(predicate).length);
      const firstPage = TOURS.filter(predicate).length;
      expect(body.tours.length).toBe(Math.min(firstPage, body.pageSize));
      expect(body.pages).toBe(Math.max(1, Math.ceil(firstPage / body.pageSize)));
    });
  }

  // Faceted counts: each option's count is the list's total with that option as its choice's
  // value, the other choices as they are (values of one choice OR, choices AND).
  const OPTIONS: Record<string, readonly string[]> = {
    tripType: TRIP_TYPES,
    safariType: SAFARI_TYPES,
    level: LEVELS,
    tags: SPECIALISED,
    category: CATEGORIES,
    destination: DESTINATIONS.map((d) => d.id),
  };
  const selections = ['', 'level=luxury', 'level=luxury&safariType=camping', 'tags=balloon&tags=walking&tripType=private', 'q=serengeti&level=budget&level=mid-range', 'category=kilimanjaro&daysMin=7', 'destination=zanzibar&priceMax=2000'];
  for (const selection of selections) {
    it(`counts beside each filter option the tours that option gives, with ${selection || 'nothing'} selected`, async () => {
      const { status, body } = await get(`/api/filter?${selection}`);
      expect(status).toBe(200);
      expect(Object.keys(body.facets).sort()).toEqual(Object.keys(OPTIONS).sort());
      for (const [field, values] of Object.entries(OPTIONS)) {
        const totals = await Promise.all(
          values.map(async (value) => {
            const query = new URLSearchParams(selection);
            query.delete(field);
            query.append(field, value);
            return (await get(`/api/filter?${query}`)).body.total as number;
          }),
        );
        expect(values.map((v) => body.facets[field][v] ?? 0), field).toEqual(totals);
      }
    });
  }

  it('counts what a traveller sees: Luxury alone gives the list total, Budget beside it what Budget alone would give', async () => {
    const luxury = (await get('/api/filter?level=luxury')).body;
    expect(luxury.facets.level.luxury).toBe(luxury.total);
    expect(luxury.total).toBe(TOURS.filter((x) => x.level === 'luxury').length);
    expect(luxury.facets.level.budget).toBe(TOURS.filter((x) => x.level === 'budget').length);
    expect(luxury.facets.safariType.camping).toBe(TOURS.filter((x) => x.level === 'luxury' && x.safariType === 'camping').length);
    expect(luxury.facets.tags.balloon).toBe(TOURS.filter((x) => x.level === 'luxury' && x.tags.includes('balloon')).length);
    const index = (await get('/api/filterindex?safariType=camping')).body;
    for (const level of index.levels) expect(level.count, level.value).toBe(TOURS.filter((x) => x.safariType === 'camping' && x.level === level.value).length);
    expect((await get('/api/filterindex?level=superb')).status).toBe(400);
  });

  it('offers in the filter exactly the places tours go to, named in the domain language, with their tour counts', async () => {
    for (const host of ['localhost:3000', 'de.localhost:3000']) {
      const places = (await get('/api/destinationlist', host)).body as { id: string; slug: string; name: string; toursCount: number }[];
      const index = (await get('/api/filterindex', host)).body;
      const visited = places.filter((d) => d.toursCount > 0);
      expect(visited.length, host).toBeLessThan(places.length);
      expect(index.destinations, host).toEqual(visited.map((d) => ({ id: d.id, slug: d.slug, name: d.name, count: d.toursCount })));
    }
  });

  it('sorts by price and pages through every tour exactly once', async () => {
    const seen: number[] = [];
    const ids = new Set<string>();
    for (let page = 1; ; page++) {
      const { body } = await get(`/api/filter?sort=price-asc&page=${page}`);
      for (const tour of body.tours) {
        seen.push(tour.priceFrom);
        ids.add(tour.id);
      }
      if (page >= body.pages) break;
    }
    expect(ids.size).toBe(TOURS.length);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('finds nothing, and says so with a count of 0, for an impossible combination', async () => {
    const { body } = await get('/api/filter?category=zanzibar&tags=mountain-climbing');
    expect(body.total).toBe(0);
    expect(body.tours).toEqual([]);
  });

  it('rejects bad filter values with 400 naming the field, in the host language', async () => {
    const bad = await get('/api/filter?level=superb&daysMin=abc', 'de.localhost:3000');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['daysMin', 'level']);
    const range = await get('/api/filter?priceMin=3000&priceMax=1000');
    expect(range.status).toBe(400);
    expect(Object.keys(range.body.error.fields)).toEqual(['priceMax']);
    const group = await get('/api/destbycategory?destination_category=moon');
    expect(group.status).toBe(400);
    expect(Object.keys(group.body.error.fields)).toEqual(['destination_category']);
  });

  it('lists destinations by group', async () => {
    const { body } = await get('/api/destbycategory?destination_category=beach-islands');
    expect(body.map((d: { id: string }) => d.id).sort()).toEqual(DESTINATIONS.filter((d) => d.group === 'beach-islands').map((d) => d.id).sort());
  });

  it('gives a tour with every section, by slug, and 404 JSON for an unknown one', async () => {
    const source = TOURS.find((x) => x.days.length >= 5 && x.category === 'northern-safari')!;
    const { status, body } = await get(`/api/tours/${source.id}`);
    expect(status).toBe(200);
    expect(body.itinerary).toHaveLength(source.days.length);
    expect(body.days).toBe(source.days.length);
    expect(body.nights).toBe(source.days.length - 1);
    expect(body.priceFrom).toBe(source.priceFrom);
    for (const key of ['overview', 'weather']) expect(body[key].length, key).toBeGreaterThan(40);
    for (const key of ['tips', 'inclusions', 'exclusions', 'gallery']) expect(body[key].length, key).toBeGreaterThan(0);
    expect(body.itinerary.at(-1).accommodation ?? null).toBeNull();
    expect(Object.keys(body.alternates).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
    const missing = await get('/api/tours/no-such-tour');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
  });

  it('serves a destination with its facts and tours; unknown ids are 404', async () => {
    const { body } = await get('/api/destination/ngorongoro');
    expect(body).toMatchObject({ id: 'ngorongoro', group: 'national-parks' });
    expect(body.tours.length).toBe(body.toursCount);
    expect(body.bestMonths.length).toBeGreaterThan(0);
    expect((await get('/api/destination/atlantis')).status).toBe(404);
  });

  it('answers in German on the German domain', async () => {
    const en = (await get('/api/destination/kilimanjaro')).body;
    const de = (await get('/api/destination/kilimanjaro', 'de.localhost:3000')).body;
    expect(de.fallback).toBe(false);
    expect(de.name).toBe('Kilimandscharo');
    expect(de.summary).not.toBe(en.summary);
  });

  it('returns popular tours and destinations, reviews and the filter form data', async () => {
    expect((await get('/api/populartours')).body.length).toBeGreaterThan(3);
    expect((await get('/api/populardestinations')).body.every((d: { toursCount: number }) => d.toursCount > 0)).toBe(true);
    const reviews = (await get('/api/getReviews?limit=5')).body;
    expect(reviews).toHaveLength(5);
    const index = (await get('/api/filterindex')).body;
    expect(index.levels.reduce((n: number, l: { count: number }) => n + l.count, 0)).toBe(TOURS.length);
    expect(index.price.min).toBe(Math.min(...TOURS.map((x) => x.priceFrom)));
    const page = (await get('/api/tourlistpage?level=luxury')).body;
    expect(page.results.total).toBe(TOURS.filter((x) => x.level === 'luxury').length);
  });
});
