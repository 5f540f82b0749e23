import type { Kysely } from 'kysely';
import { FACET_FIELDS, type FacetCounts, type FacetField, type TourFilter } from '@/lib/catalogue/filterFields';
import type { Database } from '@/server/db/types';
import { PASSES, setFields } from './filterPasses';
import { listedTours } from './listedTours';
import type { FacetTour } from './tourRepository';

/** What a tour gives each option's count: its value, or its values (tags, places). */
const VALUES: Record<FacetField, (t: FacetTour) => string[]> = {
  tripType: (t) => [t.tripType],
  safariType: (t) => [t.safariType],
  level: (t) => [t.level],
  category: (t) => [t.category],
  tags: (t) => [...new Set(t.tags)],
  destination: (t) => [...new Set(t.destinations.map((d) => d.id))],
};

/** Each tour's values, worked out on its first count: the tours are kept per catalogue version and never change. */
const valuesOf = new WeakMap<FacetTour, Record<FacetField, string[]>>();
const tourValues = (t: FacetTour) => {
  let values = valuesOf.get(t);
  if (!values) valuesOf.set(t, (values = Object.fromEntries(FACET_FIELDS.map((field) => [field, VALUES[field](t)])) as Record<FacetField, string[]>));
  return values;
};

/**
 * How many tours each filter option leads to, given the other current choices: the usual
 * faceted-search rule. A choice's own selection is left out when counting its options, so
 * with "Luxury" ticked the Luxury count is the list's total and Budget's count is what
 * "Budget" alone would give beside the other choices (values of one choice combine with OR,
 * choices with AND). `tourIds` is the where-to text already resolved by the search index; only
 * tours published in the language count (`tours` are those: listedTours.ts).
 */
export function tallyFacets(tours: readonly FacetTour[], filter: TourFilter, tourIds?: string[]): FacetCounts {
  const searched = tourIds ? new Set(tourIds) : undefined;
  const counts = Object.fromEntries(FACET_FIELDS.map((field) => [field, {}])) as FacetCounts;
  const tally = (field: FacetField, tour: FacetTour) => {
    for (const value of tourValues(tour)[field]) counts[field][value] = (counts[field][value] ?? 0) + 1;
  };
  const fields = setFields(filter);
  for (const tour of tours) {
    if (searched && !searched.has(tour.id)) continue;
    // Each field read once per tour: a tour counts for every choice when it passes them all, and
    // only for the choice it fails when that is the one field it fails.
    const failed = fields.filter((field) => !PASSES[field]!(tour, filter));
    if (failed.length === 0) for (const field of FACET_FIELDS) tally(field, tour);
    else if (failed.length === 1 && (FACET_FIELDS as readonly string[]).includes(failed[0]!)) tally(failed[0] as FacetField, tour);
  }
  return counts;
}

/** The option counts for a language's list (tallyFacets over its tours, kept per catalogue version). */
export async function countFacets(locale: string, filter: TourFilter, db: Kysely<Database>, tourIds?: string[]): Promise<FacetCounts> {
  return tallyFacets(await listedTours(db, locale), filter, tourIds);
}
