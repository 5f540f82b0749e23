import type { Kysely } from 'kysely';
import type { FacetField, TourFilter } from '@/lib/catalogue/filterFields';
import type { Locale } from '@/lib/i18n/config';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { findFilterDestinations } from './destinationRepository';
import { countFacets } from './facetService';
import { perCatalogueVersion } from './perCatalogueVersion';
import { matchingTourIds } from './tourService';
import { findTourRanges } from './tourRepository';
import { CATEGORIES, LEVELS, SAFARI_TYPES, SPECIALISED, TRIP_TYPES } from '@/lib/catalogue/vocabulary';

export interface FilterIndex {
  tripTypes: { value: string; count: number }[];
  safariTypes: { value: string; count: number }[];
  levels: { value: string; count: number }[];
  tags: { value: string; count: number }[];
  categories: { value: string; count: number }[];
  destinations: { id: string; slug: string; name: string; count: number }[];
  price: { min: number; max: number };
  days: { min: number; max: number };
}

/**
 * The filter form's options (spec: "filter form data"), each with how many tours it leads to
 * given the current filter; with no filter, how many the catalogue has. That one is the same on
 * every tour list of a language until the catalogue changes: it is made once per catalogue version.
 */
export async function getFilterIndex(locale: Locale, filter: TourFilter = {}, db: Kysely<Database> = getDb()): Promise<FilterIndex> {
  return Object.values(filter).some((v) => v !== undefined) ? buildFilterIndex(locale, filter, db) : wholeCatalogueIndex(db, locale);
}

const wholeCatalogueIndex = perCatalogueVersion((db, locale) => buildFilterIndex(locale as Locale, {}, db));

async function buildFilterIndex(locale: Locale, filter: TourFilter, db: Kysely<Database>): Promise<FilterIndex> {
  const [counts, ranges, destinations] = await Promise.all([
    matchingTourIds(filter, db).then((ids) => countFacets(locale, filter, db, ids)),
    findTourRanges(db),
    findFilterDestinations(db, locale),
  ]);
  const ordered = (field: FacetField, values: readonly string[]) => values.map((value) => ({ value, count: counts[field][value] ?? 0 }));
  return {
    tripTypes: ordered('tripType', TRIP_TYPES),
    safariTypes: ordered('safariType', SAFARI_TYPES),
    levels: ordered('level', LEVELS),
    tags: ordered('tags', SPECIALISED),
    categories: ordered('category', CATEGORIES),
    destinations: destinations.map((d) => ({ id: d.id, slug: d.slug, name: d.name, count: counts.destination[d.id] ?? 0 })),
    ...ranges,
  };
}
