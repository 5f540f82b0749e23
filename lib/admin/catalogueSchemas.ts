import '@/lib/validation/zodWithoutEval';
import { z } from 'zod';
import { messageKey } from '@/lib/validation/messageKey';
import { wholeNumber } from '@/lib/validation/numbers';
import { oneLineString } from '@/lib/validation/text';
import { CATEGORIES, LEVELS, MEALS, SAFARI_TYPES, SPECIALISED, TRIP_TYPES } from '@/lib/catalogue/vocabulary';
import { dayStay } from '@/lib/catalogue/stays';

/** What the back office sends to edit the catalogue: shared by its forms and the admin API. */

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const todayUtc = () => new Date().toISOString().slice(0, 10);

export const DEPARTURE_STATUSES = ['open', 'closed'] as const;

export const tourListQuery = z.object({ q: oneLineString().max(160).optional().default('') });

/** PUT /api/admin/tours/{id}: the price from (whole US dollars per person) and whether it is on sale. */
export const tourEdit = z.object({
  priceFrom: wholeNumber(1, 1_000_000),
  available: z.boolean({ error: 'key:required' }),
});

/**
 * PATCH /api/admin/tours/{id}: any of the tour's facts the lists filter by and its page states:
 * kind, private or shared, lodge or camping, level, specialised kinds, where it starts and ends.
 */
export const tourFacts = z
  .object({
    category: z.enum(CATEGORIES, { error: 'key:oneOf' }),
    tripType: z.enum(TRIP_TYPES, { error: 'key:oneOf' }),
    safariType: z.enum(SAFARI_TYPES, { error: 'key:oneOf' }),
    level: z.enum(LEVELS, { error: 'key:oneOf' }),
    tags: z.array(z.enum(SPECIALISED, { error: 'key:oneOf' }), { error: 'key:invalid' }).max(SPECIALISED.length, { error: 'key:invalid' }),
    startId: oneLineString().min(1, { error: 'key:required' }).max(64),
    endId: oneLineString().min(1, { error: 'key:required' }).max(64),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'key:required', path: ['category'] });

/**
 * PUT /api/admin/tours/{id}/days: the itinerary in its new order. A day the tour has keeps its
 * block and its texts (`from`: its number now); a new day names the block it is (`blockId`).
 * `stay`, `meals` and `altitudeM` set the night, the meals and the altitude on this tour (null:
 * the block's own; left out: unchanged).
 */
export const tourDays = z.object({
  days: z
    .array(
      z
        .object({
          from: wholeNumber(1, 60).optional(),
          blockId: oneLineString().max(120).optional(),
          stay: dayStay.nullable().optional(),
          meals: z.array(z.enum(MEALS, { error: 'key:oneOf' }), { error: 'key:invalid' }).max(3, { error: 'key:invalid' }).nullable().optional(),
          altitudeM: z.number({ error: 'key:number' }).int({ error: 'key:number' }).refine((n) => n >= -500 && n <= 6_000, { error: messageKey('range', { min: -500, max: 6_000 }) }).nullable().optional(),
        })
        .refine((d) => (d.from === undefined) !== !d.blockId, { error: 'key:invalid' }),
      { error: 'key:invalid' },
    )
    .min(1, { error: 'key:required' })
    .max(60, { error: 'key:invalid' }),
});

/** POST /api/admin/tours/{id}/departures: a new dated departure, after today. */
export const departureCreate = z.object({
  startDate: oneLineString()
    .regex(isoDay, { error: 'key:invalid' })
    .refine((v) => Number.isFinite(Date.parse(`${v}T00:00:00Z`)) && v > todayUtc(), { error: 'key:futureDate' }),
  seatsTotal: wholeNumber(1, 500),
  priceCents: wholeNumber(1, 100_000_000),
});

/** PATCH /api/admin/departures/{id}: any of seats, price and open/closed. */
export const departurePatch = z
  .object({
    seatsTotal: wholeNumber(1, 500).optional(),
    priceCents: wholeNumber(1, 100_000_000).optional(),
    status: z.enum(DEPARTURE_STATUSES, { error: 'key:oneOf' }).optional(),
  })
  .refine((v) => v.seatsTotal !== undefined || v.priceCents !== undefined || v.status !== undefined, { error: 'key:required', path: ['status'] });

/**
 * PATCH /api/admin/tours/{id}/departures: the same change (seats, price, open/closed) to every
 * departure of the tour from `from` to `to` (both included): close a month, a new price for a season.
 */
export const departuresBulkPatch = z
  .object({
    from: oneLineString().regex(isoDay, { error: 'key:invalid' }),
    to: oneLineString().regex(isoDay, { error: 'key:invalid' }),
    seatsTotal: wholeNumber(1, 500).optional(),
    priceCents: wholeNumber(1, 100_000_000).optional(),
    status: z.enum(DEPARTURE_STATUSES, { error: 'key:oneOf' }).optional(),
  })
  .refine((v) => v.seatsTotal !== undefined || v.priceCents !== undefined || v.status !== undefined, { error: 'key:required', path: ['status'] })
  .refine((v) => v.from <= v.to, { error: 'key:invalid', path: ['to'] });

export type TourEdit = z.output<typeof tourEdit>;
export type TourFacts = z.output<typeof tourFacts>;
export type TourDays = z.output<typeof tourDays>;
export type DepartureCreate = z.output<typeof departureCreate>;
export type DeparturePatch = z.output<typeof departurePatch>;
