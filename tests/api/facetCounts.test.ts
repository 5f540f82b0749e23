import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import type { TourFilter } from '@/lib/catalogue/filterFields';
import { CATEGORIES, LEVELS, SAFARI_TYPES, SPECIALISED, TRIP_TYPES } from '@/lib/catalogue/vocabulary';
import { countFacets } from '@/server/catalogue/facetService';
import { listTours } from '@/server/catalogue/tourService';
import { setupDatabase } from '@/server/db/setup';
import type { Database } from '@/server/db/types';
import { createTestDb, engines, type TestDb } from '../helpers/testDb';

// The filter's option counts are counted in memory; the list itself is filtered in SQL. Whatever
// the filter, each option's count must be the total the list shows once that option is chosen.
describe.each(engines())('filter option counts against the list, on %s', (engine) => {
  let t: TestDb;
  let db: Kysely<Database>;
  let places: string[];
  let prices: number[];
  beforeAll(async () => {
    t = await createTestDb(engine);
    await setupDatabase(t.db);
    db = t.db;
    const rows = await db.selectFrom('destination_translations').select(['destination_id', 'slug']).where('locale', 'in', ['en', 'de']).execute();
    places = [...new Set(rows.flatMap((r) => [r.destination_id, r.slug]))];
    // The prices travellers see (deals applied): a price limit on one of them tests the boundary.
    prices = [...new Set((await listTours('en', {}, db, 1000)).tours.map((x) => x.priceFrom))];
  });
  afterAll(() => t?.drop());

  const filters = () =>
    fc.record(
      {
        tripType: fc.constantFrom(...TRIP_TYPES),
        safariType: fc.constantFrom(...SAFARI_TYPES),
        level: fc.subarray([...LEVELS], { minLength: 1 }),
        category: fc.constantFrom(...CATEGORIES),
        tags: fc.subarray([...SPECIALISED], { minLength: 1 }),
        destination: fc.constantFrom(...places),
        priceMax: fc.constantFrom(...prices),
        priceMin: fc.constantFrom(...prices),
        daysMin: fc.integer({ min: 1, max: 8 }),
        daysMax: fc.integer({ min: 4, max: 30 }),
      },
      { requiredKeys: [] },
    );

  it('every option of every choice counts exactly the tours the list then shows, in English and German', async () => {
    await fc.assert(
      fc.asyncProperty(filters(), fc.constantFrom('en', 'de'), async (filter: TourFilter, locale) => {
        const counts = await countFacets(locale, filter, db);
        const chosen: [keyof typeof counts, string, Partial<TourFilter>][] = [
          ...TRIP_TYPES.map((v) => ['tripType', v, { tripType: v }] as const),
          ...SAFARI_TYPES.map((v) => ['safariType', v, { safariType: v }] as const),
          ...LEVELS.map((v) => ['level', v, { level: [v] }] as const),
          ...CATEGORIES.map((v) => ['category', v, { category: v }] as const),
          ...SPECIALISED.map((v) => ['tags', v, { tags: [v] }] as const),
        ].map(([f, v, o]) => [f, v, o as Partial<TourFilter>]);
        for (const id of Object.keys(counts.destination)) chosen.push(['destination', id, { destination: id }]);
        for (const [field, value, option] of chosen) {
          const { total } = await listTours(locale, { ...filter, ...option }, db);
          expect(counts[field][value] ?? 0, `${locale} ${JSON.stringify(filter)} → ${field}=${value}`).toBe(total);
        }
      }),
      { numRuns: 60 },
    );
  });
});
