import type { Kysely } from 'kysely';
import { FACET_FIELDS, type FacetCounts, type FacetField, type TourFilter } from '@/lib/catalogue/filterFields';
import { todayUtc } from '@/server/bookings/dates';
import type { Database } from '@/server/db/types';
import { perCatalogueVersion } from './perCatalogueVersion';
import { findFacetTours, type FacetTour } from './tourRepository';

type Passes = (t: FacetTour, f: TourFilter) => boolean;

/** Whether a tour passes one field of the filter (a field not set passes every tour), as the list's SQL reads it. */
const PASSES: Record<string, Passes> = {
  tripType: (t, f) => f.tripType === undefined || t.tripType === f.tripType,
  safariType: (t, f) => f.safariType === undefined || t.safariType === f.safariType,
  level: (t, f) => !f.level?.length || (f.level as string[]).includes(t.level),
  category: (t, f) => f.category === undefined || t.category === f.category,
  priceMin: (t, f) => f.priceMin === undefined || t.price >= f.priceMin,
  priceMax: (t, f) => f.priceMax === undefined || t.price <= f.priceMax,
  daysMin: (t, f) => f.daysMin === undefined || t.days >= f.daysMin,
  daysMax: (t, f) => f.daysMax === undefined || t.days <= f.daysMax,
  tags: (t, f) => !f.tags?.length || t.tags.some((tag) => (f.tags as string[]).includes(tag)),
  destination: (t, f) => !f.destination || t.destinations.some((d) => d.id === f.destination || d.slugs.includes(f.destination!)),
};

/** The filter's fields, each read once per tour below. */
const FIELDS = Object.keys(PASSES);

/** What a tour gives each option's count: its value, or its values (tags, places). */
const VALUES: Record<FacetField, (t: FacetTour) => string[]> = {
  tripType: (t) => [t.tripType],
  safariType: (t) => [t.safariType],
  level: (t) => [t.level],
  category: (t) => [t.category],
  tags: (t) => [...new Set(t.tags)],
  destination: (t) => [...new Set(t.destinations.map((d) => d.id))],
};

/** A language's tours as the filter reads them, made once per catalogue version and day (a deal starts or ends with the day). */
const facetTours = perCatalogueVersion(findFacetTours, todayUtc);

/**
 * How many tours each filter option leads to, given the other current choices: the usual
 * faceted-search rule. A choice's own selection is left out when counting its options, so
 * with "Luxury" ticked the Luxury count is the list's total and Budget's count is what
 * "Budget" alone would give beside the other choices (values of one choice combine with OR,
 * choices with AND). `tourIds` is the where-to text already resolved by the search index; only
 * tours published in the language count. Counted in memory over the language's few hundred
 * tours: six SQL counts per list cost more than the rest of its data.
 */
export async function countFacets(locale: string, filter: TourFilter, db: Kysely<Database>, tourIds?: string[]): Promise<FacetCounts> {
  const searched = tourIds ? new Set(tourIds) : undefined;
  const counts = Object.fromEntries(FACET_FIELDS.map((field) => [field, {}])) as FacetCounts;
  const tally = (field: FacetField, tour: FacetTour) => {
    for (const value of VALUES[field](tour)) counts[field][value] = (counts[field][value] ?? 0) + 1;
  };
  for (const tour of await facetTours(db, locale)) {
    if (searched && !searched.has(tour.id)) continue;
    // Each field read once per tour: a tour counts for every choice when it passes them all, and
    // only for the choice it fails when that is the one field it fails.
    const failed = FIELDS.filter((field) => !PASSES[field]!(tour, filter));
    if (failed.length === 0) for (const field of FACET_FIELDS) tally(field, tour);
    else if (failed.length === 1 && (FACET_FIELDS as readonly string[]).includes(failed[0]!)) tally(failed[0] as FacetField, tour);
  }
  return counts;
}
