import { z } from 'zod';
import { CATEGORIES, LEVELS, SAFARI_TYPES, SORTS, SPECIALISED, TRIP_TYPES } from './vocabulary';

// Query strings repeat a key for several values (?level=budget&level=luxury) or send one.
const many = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : String(v).split(',')), z.array(z.enum(values)).max(values.length).optional());
const int = (min: number, max: number) => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(min).max(max).optional());
const text = (max: number) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().trim().max(max).optional());
const one = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess((v) => (v === '' ? undefined : Array.isArray(v) ? v[0] : v), z.enum(values).optional());

/**
 * The tour filter, as it stands in the list page's URL and in GET /api/filter. Unknown
 * parameters (utm_source…) are ignored so shared links keep working; bad values are a 400.
 */
export const tourFilterSchema = z
  .object({
    tripType: one(TRIP_TYPES),
    safariType: one(SAFARI_TYPES),
    level: many(LEVELS),
    tags: many(SPECIALISED),
    category: one(CATEGORIES),
    destination: text(80),
    q: text(100),
    date: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional()),
    adults: int(1, 30),
    children: int(0, 30),
    priceMin: int(0, 100_000),
    priceMax: int(0, 100_000),
    daysMin: int(1, 30),
    daysMax: int(1, 30),
    sort: one(SORTS),
    page: int(1, 1000),
  })
  .refine((f) => f.priceMin === undefined || f.priceMax === undefined || f.priceMin <= f.priceMax, { path: ['priceMax'], message: 'range' })
  .refine((f) => f.daysMin === undefined || f.daysMax === undefined || f.daysMin <= f.daysMax, { path: ['daysMax'], message: 'range' });

export type TourFilter = z.output<typeof tourFilterSchema>;
