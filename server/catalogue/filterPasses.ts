import type { TourFilter } from '@/lib/catalogue/filterFields';
import type { FacetTour } from './tourRepository';

type Passes = (t: FacetTour, f: TourFilter) => boolean;

/**
 * Whether a tour passes one field of the filter (a field not set passes every tour): the list's
 * rules (spec: tour filters). Values of one choice combine with OR, choices with AND; a place is
 * named by its id or any language's slug; prices are today's (a running deal applied).
 */
export const PASSES: Record<string, Passes> = {
  tripType: (t, f) => f.tripType === undefined || t.tripType === f.tripType,
  safariType: (t, f) => f.safariType === undefined || t.safariType === f.safariType,
  level: (t, f) => !f.level?.length || (f.level as string[]).includes(t.level),
  category: (t, f) => f.category === undefined || t.category === f.category,
  priceMin: (t, f) => f.priceMin === undefined || t.price >= f.priceMin,
  priceMax: (t, f) => f.priceMax === undefined || t.price <= f.priceMax,
  daysMin: (t, f) => f.daysMin === undefined || t.days >= f.daysMin,
  daysMax: (t, f) => f.daysMax === undefined || t.days <= f.daysMax,
  tags: (t, f) => !f.tags?.length || t.tags.some((tag) => (f.tags as string[]).includes(tag)),
  destination: (t, f) => !f.destination || t.destinations.some((d) => d.id === f.destination || d.slugs.includes(f.destination!)),
};

/** The fields a tour is checked on. */
const FIELDS = Object.keys(PASSES);

/** The fields this filter sets: every tour passes the others, so only these are checked. */
export const setFields = (f: TourFilter) => FIELDS.filter((field) => f[field as keyof TourFilter] !== undefined);

/** Whether a tour passes every field of the filter (`fields`: setFields(f), worked out once per list). */
export const passesFilter = (t: FacetTour, f: TourFilter, fields = setFields(f)) => fields.every((field) => PASSES[field]!(t, f));
