// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { filterToQuery, queryOf, queryToFilter, sameParameters, toSearchString } from '@/lib/catalogue/filterQuery';
import { parseFilterLeniently } from '@/server/catalogue/parseFilter';
import { tourFilterSchema, type TourFilter } from '@/server/catalogue/filterSchema';
import { formatPrice } from '@/lib/format/price';
import { FILTER_FIELDS, FILTER_KEYS } from '@/lib/catalogue/filterFields';
import { formToFilter } from '@/components/tours/filterForm';

describe('filters in the URL', () => {
  it('round-trips through the query string and back to the same filter', () => {
    const filter: Partial<TourFilter> = { level: ['budget', 'luxury'], tags: ['balloon'], safariType: 'camping', priceMax: 2500, daysMin: 3, q: 'Serengeti', sort: 'price-asc', page: 2 };
    const search = toSearchString(filter);
    expect(search).toBe('?daysMin=3&level=budget&level=luxury&page=2&priceMax=2500&q=Serengeti&safariType=camping&sort=price-asc&tags=balloon');
    const params = new URLSearchParams(search);
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(params.keys())) query[key] = params.getAll(key).length > 1 ? params.getAll(key) : params.get(key)!;
    expect(queryToFilter(query)).toEqual(filter);
    expect(tourFilterSchema.parse(query)).toEqual(filter);
  });

  it('leaves out empty values and the first page', () => {
    expect(filterToQuery({ level: [], q: '', page: 1, tripType: undefined })).toEqual({});
  });

  it('makes one address of the same choices, whatever order they came in', () => {
    const a = toSearchString({ safariType: 'lodge', level: ['luxury', 'budget'], daysMax: 7 });
    const b = toSearchString({ daysMax: 7, level: ['budget', 'luxury', 'budget'], safariType: 'lodge' });
    expect(a).toBe(b);
    expect(a).toBe('?daysMax=7&level=budget&level=luxury&safariType=lodge');
    // What the middleware and the page make of an address: only what the list uses, in that order.
    const listSearchOf = (search: string) => toSearchString(parseFilterLeniently(queryOf(search)));
    expect(listSearchOf('?level=luxury&utm_source=x&safariType=lodge&daysMax=7&level=budget&q=')).toBe(a);
    expect(listSearchOf(a)).toBe(a);
    expect(listSearchOf('?nonsense=1&level=superb&page=1')).toBe('');
    expect(sameParameters('level=budget&daysMax=7&level=luxury&safariType=lodge', a)).toBe(true);
    expect(sameParameters('daysMax=7&level=budget&level=luxury&safariType=lodge&utm_source=x', a)).toBe(false);
    expect(sameParameters('', '')).toBe(true);
  });
});

describe('one list of filter fields', () => {
  it('the form, the URL and the API read every field alike', () => {
    const query: Record<string, string | string[]> = {};
    for (const key of FILTER_KEYS) {
      const field = FILTER_FIELDS[key];
      if (field.kind === 'many') query[key] = field.values.slice(0, 2).toSorted();
      else if (field.kind === 'one') query[key] = field.values[1];
      else if (field.kind === 'int') query[key] = String(field.min + 1);
      else if (field.kind === 'date') query[key] = '2027-07-01';
      else query[key] = 'serengeti';
    }
    const form = document.createElement('form');
    for (const [name, value] of Object.entries(query)) {
      for (const v of [value].flat()) {
        const input = document.createElement('input');
        Object.assign(input, { name, value: v });
        form.append(input);
      }
    }
    const fromApi = tourFilterSchema.parse(query);
    expect(Object.keys(fromApi).sort()).toEqual([...FILTER_KEYS].sort());
    expect(queryToFilter(query)).toEqual(fromApi);
    expect(formToFilter(form)).toEqual(fromApi);
    expect(queryToFilter(filterToQuery(fromApi))).toEqual(fromApi);
  });
});

describe('prices', () => {
  it('show as "$ 1,234": symbol, space, comma thousands, no decimals', () => {
    expect(formatPrice(1234)).toBe('$ 1,234');
    expect(formatPrice(980.6)).toBe('$ 981');
    expect(formatPrice(12500)).toBe('$ 12,500');
  });
});
