import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { findSlugOwner } from '@/server/slugs/repository';
import { shownReviews } from './reviewRepository';

type Db = Kysely<Database>;

/** Which places the tours on a language's domain go to: tours not archived, their text published in the language. */
const shownTourVisits = (db: Db, locale: string) =>
  db
    .selectFrom('tour_destinations as td')
    .innerJoin('tours as t', 't.id', 'td.tour_id')
    .innerJoin('tour_translations as tv', (j) => j.onRef('tv.tour_id', '=', 't.id').on('tv.locale', '=', locale))
    .where('t.archived_at', 'is', null);

/**
 * Destinations with their words in `locale` (English for fallback), their number of tours and
 * their rating: the average of travellers' approved reviews of the tours that go there (never
 * samples), null while there are none.
 */
function base(db: Db, locale: string) {
  const counts = shownTourVisits(db, locale)
    .select((eb) => ['td.destination_id', eb.fn.countAll<number>().as('tours_count')])
    .groupBy('td.destination_id')
    .as('c');
  const travellers = db.selectFrom('reviews').select(['tour_id', 'rating']).where(shownReviews(false)).as('rv');
  const ratings = db
    .selectFrom('tour_destinations as td')
    .innerJoin(travellers, 'rv.tour_id', 'td.tour_id')
    .select((eb) => ['td.destination_id', eb.fn.avg<number>('rv.rating').as('rating')])
    .groupBy('td.destination_id')
    .as('dr');
  return db
    .selectFrom('destinations as d')
    .innerJoin('destination_translations as de', (j) => j.onRef('de.destination_id', '=', 'd.id').on('de.locale', '=', 'en'))
    .leftJoin('destination_translations as dl', (j) => j.onRef('dl.destination_id', '=', 'd.id').on('dl.locale', '=', locale))
    .leftJoin(counts, 'c.destination_id', 'd.id')
    .leftJoin(ratings, 'dr.destination_id', 'd.id')
    .leftJoin('media as p', 'p.id', 'd.photo_media_id')
    .select((eb) => [
      'p.id as photo_id', 'p.width as photo_width', 'p.height as photo_height', 'p.focal_x as photo_focal_x', 'p.focal_y as photo_focal_y', 'p.alt as photo_alt',
      'd.id', 'd.grp', 'dr.rating', 'd.lat', 'd.lng', 'd.altitude_m', 'd.area_km2', 'd.best_months', 'd.high_season_months', 'd.art', 'd.popular',
      eb.fn.coalesce('dl.slug', 'de.slug').as('slug'),
      eb.fn.coalesce('dl.name', 'de.name').as('name'),
      eb.fn.coalesce('dl.summary', 'de.summary').as('summary'),
      eb.fn.coalesce('dl.description', 'de.description').as('description'),
      eb.fn.coalesce('dl.best_time', 'de.best_time').as('best_time'),
      eb.fn.coalesce('dl.high_season', 'de.high_season').as('high_season'),
      eb.fn.coalesce('dl.highlights', 'de.highlights').as('highlights'),
      'dl.locale as translated',
      eb.fn.coalesce('c.tours_count', eb.val(0)).as('tours_count'),
    ])
    .orderBy('d.sort_order');
}

/**
 * What the tour filter names a place with (its id, slug and name in `locale`), for the places at least one
 * tour on this language's domain goes to: none of the counts, ratings, texts or photos of the lists.
 */
export const findFilterDestinations = (db: Db, locale: string) =>
  db
    .selectFrom('destinations as d')
    .innerJoin('destination_translations as de', (j) => j.onRef('de.destination_id', '=', 'd.id').on('de.locale', '=', 'en'))
    .leftJoin('destination_translations as dl', (j) => j.onRef('dl.destination_id', '=', 'd.id').on('dl.locale', '=', locale))
    .select((eb) => ['d.id', eb.fn.coalesce('dl.slug', 'de.slug').as('slug'), eb.fn.coalesce('dl.name', 'de.name').as('name')])
    .where((eb) => eb.exists(shownTourVisits(db, locale).where('td.destination_id', '=', eb.ref('d.id')).select('td.tour_id')))
    .orderBy('d.sort_order')
    .execute();

export type DestinationRow = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

export const findDestinations = (db: Db, locale: string) => base(db, locale).execute();

export const findDestinationsByGroup = (db: Db, locale: string, group: string) => base(db, locale).where('d.grp', '=', group).execute();

export const findPopularDestinations = (db: Db, locale: string) => base(db, locale).where('d.popular', '=', 1).execute();

export const findDestinationsByIds = (db: Db, locale: string, ids: string[]) =>
  ids.length ? base(db, locale).where('d.id', 'in', ids).execute() : Promise.resolve([]);

/**
 * Just what a tour card or page names and pictures a place with, without the tour counts
 * (a GROUP BY over every tour) that the destination lists need.
 */
export const findPlacesByIds = (db: Db, locale: string, ids: string[]) =>
  ids.length
    ? db
        .selectFrom('destinations as d')
        .innerJoin('destination_translations as de', (j) => j.onRef('de.destination_id', '=', 'd.id').on('de.locale', '=', 'en'))
        .leftJoin('destination_translations as dl', (j) => j.onRef('dl.destination_id', '=', 'd.id').on('dl.locale', '=', locale))
        .leftJoin('media as p', 'p.id', 'd.photo_media_id')
        .select((eb) => [
          'd.id', 'd.grp', 'd.art', 'd.area_km2',
          'p.id as photo_id', 'p.width as photo_width', 'p.height as photo_height', 'p.focal_x as photo_focal_x', 'p.focal_y as photo_focal_y', 'p.alt as photo_alt',
          eb.fn.coalesce('dl.slug', 'de.slug').as('slug'),
          eb.fn.coalesce('dl.name', 'de.name').as('name'),
          eb.fn.coalesce('dl.best_time', 'de.best_time').as('best_time'),
          eb.fn.coalesce('dl.high_season', 'de.high_season').as('high_season'),
        ])
        .where('d.id', 'in', ids)
        .orderBy('d.sort_order')
        .execute()
    : Promise.resolve([]);

/** Places' names in `locale` (English where untranslated), nothing else. */
export const findDestinationNames = (db: Db, locale: string, ids: readonly string[]) =>
  ids.length
    ? db
        .selectFrom('destinations as d')
        .innerJoin('destination_translations as de', (j) => j.onRef('de.destination_id', '=', 'd.id').on('de.locale', '=', 'en'))
        .leftJoin('destination_translations as dl', (j) => j.onRef('dl.destination_id', '=', 'd.id').on('dl.locale', '=', locale))
        .select((eb) => ['d.id', eb.fn.coalesce('dl.name', 'de.name').as('name')])
        .where('d.id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);

/** By its slug in the language, or by anything that ever led to it (id, another language's slug, an old slug). */
export async function findDestination(db: Db, locale: string, key: string) {
  const id = await findSlugOwner(db, 'destination', locale, key);
  return id ? base(db, locale).where('d.id', '=', id).executeTakeFirst() : undefined;
}

export const findDestinationSlugs = (db: Db, id: string) =>
  db.selectFrom('destination_translations').select(['locale', 'slug']).where('destination_id', '=', id).execute();

/** Tour ids that spend days at a destination. */
export const findTourIdsAt = (db: Db, destinationId: string) =>
  db.selectFrom('tour_destinations').select('tour_id').where('destination_id', '=', destinationId).execute();

/** A place as tour cards and the itinerary name it. */
export type PlaceRow = Awaited<ReturnType<typeof findPlacesByIds>>[number];
