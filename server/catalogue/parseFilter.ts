import { tourFilterSchema, type TourFilter } from './filterSchema';

/**
 * A filter from a page URL. Unlike the API (which answers 400), a page drops what it cannot
 * read and shows the rest: a mistyped parameter in a shared link should not cost the visit.
 */
export function parseFilterLeniently(query: Record<string, unknown>): TourFilter {
  const first = tourFilterSchema.safeParse(query);
  if (first.success) return first.data;
  const bad = new Set(first.error.issues.map((i) => String(i.path[0])));
  const rest = Object.fromEntries(Object.entries(query).filter(([k]) => !bad.has(k)));
  const second = tourFilterSchema.safeParse(rest);
  return second.success ? second.data : {};
}
