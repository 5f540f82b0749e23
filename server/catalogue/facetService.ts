import type { Kysely } from 'kysely';
import { FACET_FIELDS, type FacetCounts, type TourFilter } from '@/lib/catalogue/filterFields';
import type { Database } from '@/server/db/types';
import { countToursBy } from './tourRepository';

/**
 * How many tours each filter option leads to, given the other current choices: the usual
 * faceted-search rule. A choice's own selection is left out when counting its options, so
 * with "Luxury" ticked the Luxury count is the list's total and Budget's count is what
 * "Budget" alone would give beside the other choices (values of one choice combine with OR,
 * choices with AND). `tourIds` is the where-to text already resolved by the search index; only
 * tours published in the language count.
 */
export async function countFacets(locale: string, filter: TourFilter, db: Kysely<Database>, tourIds?: string[]): Promise<FacetCounts> {
  const counts = await Promise.all(
    FACET_FIELDS.map(async (field) => {
      const rows = await countToursBy(db, locale, field, { ...filter, [field]: undefined }, tourIds);
      return [field, Object.fromEntries(rows.map((r) => [r.value, r.count]))] as const;
    }),
  );
  return Object.fromEntries(counts) as FacetCounts;
}
