import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import type { TourFilter } from '@/lib/catalogue/filterFields';
import { SORTS } from '@/lib/catalogue/vocabulary';
import { listTours, matchingTourIds } from '@/server/catalogue/tourService';
import { setupDatabase } from '@/server/db/setup';
import type { Database } from '@/server/db/types';
import { referenceTourList, type ReferenceTour } from '../helpers/sqlTourList';
import { createTestDb, engines, type TestDb } from '../helpers/testDb';
import { tourFilters } from '../helpers/tourFilterArbitrary';

/** What each order reads of a tour, in its order: two tours the order cannot tell apart have the same. */
const ORDER_KEYS: Record<string, (t: ReferenceTour) => number[]> = {
  'price-asc': (t) => [t.price, t.days],
  'price-desc': (t) => [t.price, t.days],
  'days-asc': (t) => [t.days, t.price],
  'days-desc': (t) => [t.days, t.price],
  rating: (t) => [t.rating, t.reviewsCount],
  popular: (t) => [t.popular, t.dealShare, t.sortOrder],
};

// The lists are filtered, sorted and paged in memory from a language's tours kept per catalogue
// version; the same rules written as SQL are the reference. On a catalogue with deals of both kinds
// running, ended and to come, travellers' reviews (and some waiting or invented), and a tour archived.
describe.each(engines())('the tour list in memory against the same rules in SQL, on %s', (engine) => {
  let t: TestDb;
  let db: Kysely<Database>;
  let filters: fc.Arbitrary<TourFilter>;
  beforeAll(async () => {
    t = await createTestDb(engine);
    await setupDatabase(t.db);
    db = t.db;
    const ids = (await db.selectFrom('tours').select('id').orderBy('sort_order').execute()).map((r) => r.id);
    const today = new Date().toISOString().slice(0, 10);
    // Deals late in the catalogue's order, where one moves a tour up the popular order.
    const deal = (i: number, kind: 'percent' | 'amount', value: number, starts: string, ends: string) =>
      ({ id: `deal-list-${i}`, tour_id: ids.at(-1 - i)!, kind, value, starts_on: starts, ends_on: ends, created_at: today, edited_at: today, edited_by: null });
    await db.insertInto('deals').values([
      deal(3, 'percent', 15, today, '2099-12-31'), deal(4, 'amount', 25_000, today, '2099-12-31'), deal(5, 'percent', 15, today, '2099-12-31'),
      deal(6, 'percent', 30, '2000-01-01', '2000-12-31'), deal(7, 'amount', 10_000, '2099-01-01', '2099-12-31'),
    ]).execute();
    const review = (i: number, tour: number, rating: number, status = 'approved', sample = 0) => ({
      id: `rv-list-${i}`, tour_id: ids[tour]!, category: 'wildlife', name: 'Traveller', country: 'DE', language: 'en', rating,
      title: 'Our trip', text: 'What we saw and how it went.', travel_date: '2026-06', created_at: today, status, sample,
    });
    await db.insertInto('reviews').values([
      review(1, 10, 5), review(2, 10, 4), review(3, 11, 5), review(4, 12, 4), review(5, 12, 5), review(6, 13, 3),
      review(7, 14, 5, 'pending'), review(8, 15, 5, 'approved', 1), review(9, 16, 2), review(10, 16, 5), review(11, 16, 5),
    ]).execute();
    await db.updateTable('tours').set({ archived_at: today }).where('id', '=', ids[20]!).execute();
    filters = await tourFilters(db);
  });
  afterAll(() => t?.drop());

  const searches = fc.constantFrom(undefined, 'serengeti', 'kilimanjaro machame', 'zanzibar beach', 'ngorongoro lodge', 'quokka');

  it('every filter, order, search and language gives the tours, total and order SQL gives, and each page is its slice', async () => {
    await fc.assert(
      fc.asyncProperty(filters, fc.constantFrom(undefined, ...SORTS), searches, fc.constantFrom('en', 'de', 'fr'), fc.integer({ min: 1, max: 4 }), async (base, sort, q, locale, page) => {
        const filter: TourFilter = { ...base, sort, q };
        const label = `${locale} ${JSON.stringify(filter)}`;
        const all = await listTours(locale, filter, db, 1000);
        const reference = await referenceTourList(db, locale, filter, await matchingTourIds(filter, db));
        expect(all.total, label).toBe(reference.length);
        const byId = new Map(reference.map((r) => [r.id, r]));
        expect(new Set(all.tours.map((x) => x.id)), label).toEqual(new Set(byId.keys()));
        // The order SQL gives: on SQLite exactly; on PostgreSQL up to equal tours, whose ids its collation may order otherwise.
        if (engine === 'sqlite') expect(all.tours.map((x) => x.id), label).toEqual(reference.map((r) => r.id));
        const keys = !sort && q && reference.length ? (r: ReferenceTour) => [reference.indexOf(r)] : ORDER_KEYS[sort ?? 'popular']!;
        expect(all.tours.map((x) => keys(byId.get(x.id)!)), label).toEqual(reference.map(keys));
        // The card tells the price and reviews the order went by.
        for (const card of all.tours) expect([card.priceFrom, card.reviewsCount], `${label} ${card.id}`).toEqual([byId.get(card.id)!.price, byId.get(card.id)!.reviewsCount]);
        const paged = await listTours(locale, { ...filter, page }, db, 5);
        expect(paged.tours.map((x) => x.id), label).toEqual(all.tours.slice((page - 1) * 5, page * 5).map((x) => x.id));
        expect(paged.pages, label).toBe(Math.max(1, Math.ceil(reference.length / 5)));
      }),
      { numRuns: 80 },
    );
  });

  it('the lists share their cards and cannot change them', async () => {
    const [first] = (await listTours('en', {}, db, 1)).tours;
    expect(() => Object.assign(first!, { title: 'Changed' })).toThrow(TypeError);
    expect((await listTours('en', {}, db, 1)).tours[0]!.title).not.toBe('Changed');
  });
});
