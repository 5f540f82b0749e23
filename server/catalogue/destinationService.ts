import type { Kysely } from 'kysely';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { notFound } from '@/server/http/errors';
import { findDestination, findDestinationNames, findDestinationSlugs, findDestinations, findDestinationsByGroup, findPopularDestinations, findTourIdsAt } from './destinationRepository';
import type { DestinationCard, DestinationDetail } from './dto';
import { parseList, toDestinationCard } from './mappers';
import { tourCardsByIds } from './tourService';
import { DESTINATION_GROUPS } from '@/lib/catalogue/vocabulary';
import { placeListPath } from './landing';

type Db = Kysely<Database>;

export async function listDestinations(locale: Locale, db: Db = getDb()): Promise<DestinationCard[]> {
  return (await findDestinations(db, locale)).map((row) => toDestinationCard(row, locale));
}

/** The names of these places in `locale`, in the order asked; a place no longer in the catalogue is left out. */
export async function destinationNames(locale: Locale, ids: readonly string[], db: Db = getDb()): Promise<string[]> {
  const byId = new Map((await findDestinationNames(db, locale, ids)).map((r) => [r.id, r.name]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The spec's five groups, each with its destinations, in a fixed order. */
export async function destinationsGrouped(locale: Locale, db: Db = getDb()) {
  const all = await listDestinations(locale, db);
  return DESTINATION_GROUPS.map((group) => ({ group, destinations: all.filter((d) => d.group === group) }));
}

export async function destinationsByGroup(locale: Locale, group: string, db: Db = getDb()) {
  return (await findDestinationsByGroup(db, locale, group)).map((row) => toDestinationCard(row, locale));
}

export async function popularDestinations(locale: Locale, db: Db = getDb()) {
  return (await findPopularDestinations(db, locale)).map((row) => toDestinationCard(row, locale));
}

/** A destination by id or slug, with its facts and the tours that go there; unknown is a 404. */
export async function getDestinationDetail(locale: Locale, key: string, db: Db = getDb()): Promise<DestinationDetail> {
  const row = await findDestination(db, locale, key);
  if (!row) throw notFound();
  const [tourIds, slugs] = await Promise.all([findTourIdsAt(db, row.id), findDestinationSlugs(db, row.id)]);
  const tours = await tourCardsByIds(locale, tourIds.map((t) => t.tour_id), db);
  const enSlug = slugs.find((s) => s.locale === 'en')?.slug ?? row.id;
  const alternates = Object.fromEntries(LOCALES.map((l) => [l, `/CountryPark?destination=${slugs.find((s) => s.locale === l)?.slug ?? enSlug}`]));
  return {
    ...toDestinationCard(row, locale),
    description: row.description,
    highlights: parseList<string>(row.highlights),
    altitudeM: row.altitude_m,
    areaKm2: row.area_km2,
    bestMonths: parseList<number>(row.best_months),
    highSeasonMonths: parseList<number>(row.high_season_months),
    tours: tours.sort((a, b) => Number(Boolean(b.deal)) - Number(Boolean(a.deal)) || a.days - b.days),
    alternates,
    toursPath: placeListPath(row.slug, enSlug),
  };
}
