import { CATEGORIES, LEVELS, SAFARI_TYPES, SORTS, SPECIALISED, TRIP_TYPES } from '@/lib/catalogue/vocabulary';

/**
 * Every field of the tour filter, in one place: the API's zod schema, the URL helpers, the
 * form reader and the option counts are all built from this list. Zod-free, so the browser
 * can read it without the schema's weight.
 *  - many: a list of values (a repeated query key); tours matching any of them (OR)
 *  - one: a single value from a closed list
 *  - int, text, date: a single typed value
 */
export const FILTER_FIELDS = {
  tripType: { kind: 'one', values: TRIP_TYPES },
  safariType: { kind: 'one', values: SAFARI_TYPES },
  level: { kind: 'many', values: LEVELS },
  tags: { kind: 'many', values: SPECIALISED },
  category: { kind: 'one', values: CATEGORIES },
  destination: { kind: 'text', max: 80 },
  q: { kind: 'text', max: 100 },
  date: { kind: 'date' },
  adults: { kind: 'int', min: 1, max: 30 },
  children: { kind: 'int', min: 0, max: 30 },
  priceMin: { kind: 'int', min: 0, max: 100_000 },
  priceMax: { kind: 'int', min: 0, max: 100_000 },
  daysMin: { kind: 'int', min: 1, max: 30 },
  daysMax: { kind: 'int', min: 1, max: 30 },
  sort: { kind: 'one', values: SORTS },
  page: { kind: 'int', min: 1, max: 1000 },
} as const;

export type FilterField = keyof typeof FILTER_FIELDS;
export type FieldSpec = (typeof FILTER_FIELDS)[FilterField];

type ValueOf<F> = F extends { kind: 'many'; values: readonly (infer V)[] }
  ? V[]
  : F extends { kind: 'one'; values: readonly (infer V)[] }
    ? V
    : F extends { kind: 'int' }
      ? number
      : string;

/** The tour filter, as it stands in the list page's URL and in GET /api/filter. */
export type TourFilter = { [K in FilterField]?: ValueOf<(typeof FILTER_FIELDS)[K]> };

export const FILTER_KEYS = Object.keys(FILTER_FIELDS) as FilterField[];
const ofKind = (kind: FieldSpec['kind']) => new Set<string>(FILTER_KEYS.filter((k) => FILTER_FIELDS[k].kind === kind));
/** Fields that hold several values. */
export const LIST_FIELDS = ofKind('many');
/** Fields read as numbers. */
export const NUMBER_FIELDS = ofKind('int');

/**
 * The choices whose options show how many tours they lead to. `level` and `tags` are lists
 * (any of the ticked values), the others one value; destination values are slugs or ids.
 */
export const FACET_FIELDS = ['tripType', 'safariType', 'level', 'tags', 'category', 'destination'] as const satisfies readonly FilterField[];
export type FacetField = (typeof FACET_FIELDS)[number];

/** Per facet field, the number of tours each option would give (keyed by value; destinations by id). */
export type FacetCounts = Record<FacetField, Record<string, number>>;
