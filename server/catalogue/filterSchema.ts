import { z } from 'zod';
import { FILTER_FIELDS, FILTER_KEYS, type FieldSpec, type FilterField, type TourFilter } from '@/lib/catalogue/filterFields';

export type { TourFilter } from '@/lib/catalogue/filterFields';

// Query strings repeat a key for several values (?level=budget&level=luxury) or send one.
const many = (values: readonly [string, ...string[]]) =>
  z.preprocess((v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : String(v).split(',')), z.array(z.enum(values)).max(values.length).optional());
const int = (min: number, max: number) => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(min).max(max).optional());
const text = (max: number) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().trim().max(max).optional());
const one = (values: readonly [string, ...string[]]) => z.preprocess((v) => (v === '' ? undefined : Array.isArray(v) ? v[0] : v), z.enum(values).optional());
const date = () => z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional());

function fieldSchema(field: FieldSpec) {
  switch (field.kind) {
    case 'many':
      return many(field.values);
    case 'one':
      return one(field.values);
    case 'int':
      return int(field.min, field.max);
    case 'text':
      return text(field.max);
    case 'date':
      return date();
  }
}

const shape = Object.fromEntries(FILTER_KEYS.map((key) => [key, fieldSchema(FILTER_FIELDS[key])])) as Record<FilterField, ReturnType<typeof fieldSchema>>;

/**
 * The tour filter, as it stands in the list page's URL and in GET /api/filter. Unknown
 * parameters (utm_source…) are ignored so shared links keep working; bad values are a 400.
 */
export const tourFilterSchema = (z.object(shape) as unknown as z.ZodType<TourFilter>)
  .refine((f) => f.priceMin === undefined || f.priceMax === undefined || f.priceMin <= f.priceMax, { path: ['priceMax'], message: 'range' })
  .refine((f) => f.daysMin === undefined || f.daysMax === undefined || f.daysMin <= f.daysMax, { path: ['daysMax'], message: 'range' });
