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

/** A list named by a fixed word (a kind of trip, a level, a style, a trip type); null for any other segment. */
function fixedLanding(segment: string): Landing | null {
  if (FIXED[segment]) return { segment, filter: FIXED[segment], heading: { key: `catalogue.landing.${segment}` } };
  if ((LEVELS as readonly string[]).includes(segment)) return { segment, filter: { level: [segment as (typeof LEVELS)[number]] }, heading: { key: `catalogue.landing.${segment}` } };
  if ((SAFARI_TYPES as readonly string[]).includes(segment)) return { segment, filter: { safariType: segment as (typeof SAFARI_TYPES)[number] }, heading: { key: `catalogue.landing.${segment}` } };
  if ((TRIP_TYPES as readonly string[]).includes(segment)) return { segment, filter: { tripType: segment as (typeof TRIP_TYPES)[number] }, heading: { key: `catalogue.landing.${segment}` } };
  if ((SPECIALISED as readonly string[]).includes(segment)) {
    return { segment, filter: { tags: [segment as (typeof SPECIALISED)[number]] }, heading: { key: 'catalogue.landing.tag', params: { tag: segment } } };
  }
  return null;
}

/**
 * Where a place's tour list lives on a domain, the address links should name (no 301 on the way):
 * its slug there, or, for a place named like a fixed list (English slug "zanzibar",
 * "kilimanjaro"), that fixed word, where resolveLanding moves its other slugs ("sansibar").
 */
export function placeListPath(slug: string, englishSlug: string): string {
  return `${TOUR_LIST_PATH}${fixedLanding(englishSlug) ? englishSlug : slug}`;
}

/** Each language's path of a place's tour list. */
async function placeListPaths(db: Kysely<Database>, id: string): Promise<Partial<Record<Locale, string>>> {
  return Object.fromEntries((await findDestinationSlugs(db, id)).map((s) => [s.locale, `${TOUR_LIST_PATH}${s.slug}`]));
}

export async function resolveLanding(locale: Locale, segment: string, db: Kysely<Database> = getDb()): Promise<Landing | null> {
  const fixed = fixedLanding(segment);
  if (fixed) return fixed;
  const place = await findDestination(db, locale, segment);
  if (place) {
    const alternates = await placeListPaths(db, place.id);
    // A place named like a fixed list (Zanzibar, English slug "zanzibar") has that list as its
    // list: one page, at the fixed word on every domain like the other fixed lists (the menu links
    // there); the place's own slug in another language (German "sansibar") is moved there.
    const english = alternates.en?.slice(TOUR_LIST_PATH.length);
    const namesake = english ? fixedLanding(english) : null;
    if (english && namesake) return { ...namesake, movedTo: english };
    return {
      segment, filter: { destination: place.id }, heading: { key: 'catalogue.landing.destination', params: { name: place.name } }, alternates,
      ...(place.slug !== segment ? { movedTo: place.slug } : {}),
    };
  }
  return null;
}
