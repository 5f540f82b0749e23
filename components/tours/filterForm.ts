import { queryToFilter, toSearchString } from '@/lib/catalogue/filterQuery';
import type { TourFilter } from '@/lib/catalogue/filterFields';

/** The form's fields as a filter (the same shape the URL and the API use); empty fields dropped. */
export function formToFilter(form: HTMLFormElement): Partial<TourFilter> {
  const query: Record<string, string[]> = {};
  for (const [key, raw] of new FormData(form).entries()) {
    const value = String(raw).trim();
    if (value) (query[key] ??= []).push(value);
  }
  // Read like the URL the form would submit, so form and URL agree field by field.
  return queryToFilter(query);
}

/** Which from–to pair of the filter has its minimum above its maximum ('price', 'days'), if one has: such a filter is refused. */
export function invertedRange(filter: Partial<TourFilter>): 'price' | 'days' | null {
  const above = (min?: number, max?: number) => min !== undefined && max !== undefined && min > max;
  if (above(filter.priceMin, filter.priceMax)) return 'price';
  if (above(filter.daysMin, filter.daysMax)) return 'days';
  return null;
}

/** Whether two filters choose the same tours and order (the page number aside), whatever the order of their fields. */
export function sameFilter(a: Partial<TourFilter>, b: Partial<TourFilter>): boolean {
  const canonical = (f: Partial<TourFilter>) => {
    const params = new URLSearchParams(toSearchString({ ...f, page: undefined }));
    params.sort();
    return params.toString();
  };
  return canonical(a) === canonical(b);
}
