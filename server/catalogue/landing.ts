import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/config';
import type { Database } from '@/server/db/types';
import { getDb } from '@/server/db/connection';
import { findDestination, findDestinationSlugs } from './destinationRepository';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';
import type { TourFilter } from '@/lib/catalogue/filterFields';
import { LEVELS, SAFARI_TYPES, SPECIALISED, TRIP_TYPES } from '@/lib/catalogue/vocabulary';

export type Landing = {
  segment: string;
  filter: Partial<TourFilter>;
  heading: { key: string; params?: Record<string, string> };
  /** For a destination's list: its path on each language's domain (the slug differs). */
  alternates?: Partial<Record<Locale, string>>;
  /** The place's own segment on this domain, when it was asked for by id, an old or another language's slug. */
  movedTo?: string;
};

/** Crawlable lists one segment below the tour list: a kind of trip, a level, a style, a place. */
const FIXED: Record<string, Partial<TourFilter>> = {
  kilimanjaro: { category: 'kilimanjaro' },
  meru: { category: 'meru' },
  zanzibar: { category: 'zanzibar' },
  'day-trips': { category: 'day-trip' },
  'safari-beach': { category: 'safari-beach' },
  'safari-kilimanjaro': { category: 'safari-kilimanjaro' },
  'northern-circuit': { category: 'northern-safari' },
  'southern-circuit': { category: 'southern-safari' },
  'western-circuit': { category: 'western-safari' },
};

export const LANDING_SEGMENTS = [...Object.keys(FIXED), ...LEVELS, ...SAFARI_TYPES, ...TRIP_TYPES];

export async function resolveLanding(locale: Locale, segment: string, db: Kysely<Database> = getDb()): Promise<Landing | null> {
  if (FIXED[segment]) return { segment, filter: FIXED[segment], heading: { key: `catalogue.landing.${segment}` } };
  if ((LEVELS as readonly string[]).includes(segment)) return { segment, filter: { level: [segment as (typeof LEVELS)[number]] }, heading: { key: `catalogue.landing.${segment}` } };
  if ((SAFARI_TYPES as readonly string[]).includes(segment)) return { segment, filter: { safariType: segment as (typeof SAFARI_TYPES)[number] }, heading: { key: `catalogue.landing.${segment}` } };
  if ((TRIP_TYPES as readonly string[]).includes(segment)) return { segment, filter: { tripType: segment as (typeof TRIP_TYPES)[number] }, heading: { key: `catalogue.landing.${segment}` } };
  if ((SPECIALISED as readonly string[]).includes(segment)) {
    return { segment, filter: { tags: [segment as (typeof SPECIALISED)[number]] }, heading: { key: 'catalogue.landing.tag', params: { tag: segment } } };
  }
  const place = await findDestination(db, locale, segment);
  if (place) {
    const slugs = await findDestinationSlugs(db, place.id);
    const alternates = Object.fromEntries(slugs.map((s) => [s.locale, `${TOUR_LIST_PATH}${s.slug}`])) as Partial<Record<Locale, string>>;
    return {
      segment, filter: { destination: place.id }, heading: { key: 'catalogue.landing.destination', params: { name: place.name } }, alternates,
      ...(place.slug !== segment ? { movedTo: place.slug } : {}),
    };
  }
  return null;
}
