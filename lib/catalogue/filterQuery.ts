import { FILTER_FIELDS, LIST_FIELDS, NUMBER_FIELDS, type TourFilter } from './filterFields';

// Zod-free on purpose: these run in the browser, where the schema's weight is not wanted.
// The API and getServerSideProps validate; the browser only mirrors the URL.

/**
 * The filter as URL query parameters (empty ones and page 1 left out), in one order: names
 * alphabetical, a list's values sorted. The same choices make the same address, whatever order
 * they were ticked in, so that caches (nginx, Next) keep one answer for them.
 */
export function filterToQuery(filter: Partial<TourFilter>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(filter).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'page' && Number(value) === 1) continue;
    query[key] = Array.isArray(value) ? [...new Set(value.map(String))].sort() : String(value);
  }
  return query;
}

/** The URL's query read back as a filter, for the form and the next request. */
export function queryToFilter(query: Record<string, string | string[] | undefined>): Partial<TourFilter> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(query)) {
    if (!(key in FILTER_FIELDS) || raw === undefined || raw === '') continue;
    const values = Array.isArray(raw) ? raw : LIST_FIELDS.has(key) ? raw.split(',') : [raw];
    if (LIST_FIELDS.has(key)) out[key] = values;
    else if (NUMBER_FIELDS.has(key)) out[key] = Number(values[0]);
    else out[key] = values[0];
  }
  return out as Partial<TourFilter>;
}

export function toSearchString(filter: Partial<TourFilter>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filterToQuery(filter))) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A query string as Next hands a page its query: one value, or a list when a name repeats. */
export function queryOf(search: string): Record<string, string | string[]> {
  const params = new URLSearchParams(search);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : values[0]!;
  }
  return query;
}

/** Whether two query strings hold the same parameters, whatever their order (Next regroups a page's query). */
export function sameParameters(a: string, b: string): boolean {
  const pairs = (q: string) => JSON.stringify([...new URLSearchParams(q.replace(/^\?/, ''))].map(([k, v]) => `${k}=${v}`).sort());
  return pairs(a) === pairs(b);
}
