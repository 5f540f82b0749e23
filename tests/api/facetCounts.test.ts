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
import { tourFilters } from '../helpers/tourFilterArbitrary';

// The filter's option counts and the list are both worked out in memory, by different rules (a
// count leaves its own choice out). Whatever the filter, each option's count must be the total
// the list shows once that option is chosen (the list itself is held to SQL in listedTours.test.ts).
describe.each(engines())('filter option counts against the list, on %s', (engine) => {
  let t: TestDb;
  let db: Kysely<Database>;
  let filters: fc.Arbitrary<TourFilter>;
  beforeAll(async () => {
    t = await createTestDb(engine);
    await setupDatabase(t.db);
    db = t.db;
    filters = await tourFilters(db);
  });
  afterAll(() => t?.drop());

  it('every option of every choice counts exactly the tours the list then shows, in English and German', async () => {
    await fc.assert(
      fc.asyncProperty(filters, fc.constantFrom('en', 'de'), async (filter: TourFilter, locale) => {
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
