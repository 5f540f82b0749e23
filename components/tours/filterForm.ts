import { queryToFilter } from '@/lib/catalogue/filterQuery';
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
