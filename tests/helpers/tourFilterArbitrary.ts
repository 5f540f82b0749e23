import fc from 'fast-check';
import type { Kysely } from 'kysely';
import type { TourFilter } from '@/lib/catalogue/filterFields';
import { CATEGORIES, LEVELS, SAFARI_TYPES, SPECIALISED, TRIP_TYPES } from '@/lib/catalogue/vocabulary';
import { listTours } from '@/server/catalogue/tourService';
import type { Database } from '@/server/db/types';

/**
 * Filters a traveller can set on a seeded catalogue: any mix of choices, places by id or by their
 * English or German slug, and price limits on the very prices travellers see (deals applied), so
 * that a limit falls on a boundary.
 */
export async function tourFilters(db: Kysely<Database>): Promise<fc.Arbitrary<TourFilter>> {
  const rows = await db.selectFrom('destination_translations').select(['destination_id', 'slug']).where('locale', 'in', ['en', 'de']).execute();
  const places = [...new Set(rows.flatMap((r) => [r.destination_id, r.slug]))];
  const prices = [...new Set((await listTours('en', {}, db, 1000)).tours.map((x) => x.priceFrom))];
  return fc.record(
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
}
