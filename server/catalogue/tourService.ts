import type { Kysely } from 'kysely';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { notFound } from '@/server/http/errors';
import type { TourFilter } from '@/lib/catalogue/filterFields';
import { readStay, shownStay } from '@/lib/catalogue/stays';
import { tourPhotos } from '@/server/media/tourPhotos';
import { searchTours } from '@/server/search/service';
import { findPlacesByIds } from './destinationRepository';
import type { Accommodation, FilteredTourPage, ItineraryDay, TourDetail, TourPage } from './dto';
import { tallyFacets } from './facetService';
import { tourGallery } from './images';
import { listedTours, pageOfListed } from './listedTours';
import { parseList, toReview } from './mappers';
import { findCategoryReviews, findTourReviews, reviewStats } from './reviewRepository';
import { tourCards } from './tourCards';
import { findDealTourIds, findItinerary, findTourBySlug, findTourCardsByIds, findTourSlugs, findTourTexts } from './tourRepository';
import { PAGE_SIZE } from '@/lib/catalogue/vocabulary';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';

type Db = Kysely<Database>;

/** The where-to text resolved to tours by the search index; undefined when there is none. */
export async function matchingTourIds(filter: TourFilter, db: Db = getDb()): Promise<string[] | undefined> {
  return filter.q ? (await searchTours(filter.q, db)).map((m) => m.id) : undefined;
}

/** One page of tours matching the filter; the where-to text goes through the search index. */
export async function listTours(locale: Locale, filter: TourFilter, db: Db = getDb(), pageSize = PAGE_SIZE): Promise<TourPage> {
  const [tourIds, tours] = await Promise.all([matchingTourIds(filter, db), listedTours(db, locale)]);
  return pageOfListed(tours, filter, tourIds, pageSize);
}

/** GET /api/filter and the tour list: a page of tours, and what each filter option would leave. */
export async function filterTours(locale: Locale, filter: TourFilter, db: Db = getDb()): Promise<FilteredTourPage> {
  const [tourIds, tours] = await Promise.all([matchingTourIds(filter, db), listedTours(db, locale)]);
  return { ...pageOfListed(tours, filter, tourIds, PAGE_SIZE), facets: tallyFacets(tours, filter, tourIds) };
}

export async function popularTours(locale: Locale, limit = 8, db: Db = getDb()) {
  return pageOfListed(await listedTours(db, locale), { sort: 'popular' }, undefined, limit).tours;
}

/** Tours on offer: the deals, biggest discount first. */
export async function dealTours(locale: Locale, limit = 4, db: Db = getDb()) {
  return tourCardsByIds(locale, await findDealTourIds(db, limit), db);
}

/** Best-reviewed tours, for "recommended". */
export async function recommendedTours(locale: Locale, limit = 4, db: Db = getDb()) {
  return pageOfListed(await listedTours(db, locale), { sort: 'rating' }, undefined, limit).tours;
}

export async function tourCardsByIds(locale: Locale, ids: string[], db: Db = getDb()) {
  const rows = await findTourCardsByIds(db, locale, ids);
  const order = new Map(ids.map((id, i) => [id, i]));
  return tourCards(db, locale, rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!));
}

/** National parks and mountain parks are areas on the map; towns, lakes and beaches are points. */
const parkArea = (place: { grp: string; area_km2: number | null }) =>
  (place.grp === 'national-parks' || place.grp === 'mountains') && place.area_km2 ? { areaKm2: Number(place.area_km2) } : {};

function accommodationFor(overnight: string | null, level: string, safariType: string): ItineraryDay['accommodation'] {
  if (overnight === null) return undefined;
  const options = JSON.parse(overnight) as Record<string, { name: string; type: string } | undefined>;
  const stay = (safariType === 'camping' ? options.camping : undefined) ?? options[level];
  return stay ? { name: stay.name, type: stay.type, level } : null;
}

/** A day's night: the tour's own stay when the office set one, else the block's. */
export function stayFor(stay: string | null, overnight: string | null, level: string, safariType: string): ItineraryDay['accommodation'] {
  const own = readStay(stay);
  return own ? shownStay(own, level) : accommodationFor(overnight, level, safariType);
}

/** Everything the tour page shows; an unknown slug is a 404. */
export async function getTourDetail(locale: Locale, slug: string, db: Db = getDb()): Promise<TourDetail> {
  const row = await findTourBySlug(db, locale, slug);
  if (!row) throw notFound();
  const [[card], texts, days, reviews, slugs, rating, photos] = await Promise.all([
    tourCards(db, locale, [row]),
    findTourTexts(db, row.id, locale),
    findItinerary(db, row.id, locale),
    findTourReviews(db, row.id),
    findTourSlugs(db, row.id),
    reviewStats(db, { tourId: row.id, samples: false }),
    tourPhotos(db, row.id, locale),
  ]);
  const text = texts.find((t) => t.locale === locale) ?? texts.find((t) => t.locale === 'en')!;
  // A tour with no reviews of its own shows those of similar trips, labelled as such.
  const similarReviews = reviews.length ? [] : await findCategoryReviews(db, row.category);
  const placeIds = [...new Set(days.map((d) => d.destination_id))];
  const places = await findPlacesByIds(db, locale, placeIds);
  const placeById = new Map(places.map((p) => [p.id, p]));

  const itinerary: ItineraryDay[] = days.map((d) => {
    const place = placeById.get(d.destination_id)!;
    return {
      day: d.day_number,
      title: d.title,
      description: d.description,
      meals: parseList<string>(d.meals),
      // The office's stay for this day of this tour, else the day block's for the tour's level.
      accommodation: stayFor(d.stay, d.overnight, row.level, row.safari_type),
      destination: { id: place.id, slug: place.slug, name: place.name, ...parkArea(place) },
      lat: Number(d.lat),
      lng: Number(d.lng),
      altitudeM: d.altitude_m,
    };
  });

  // Consecutive nights in the same place are one stay in the summary.
  const accommodations: (Accommodation & { nights: number })[] = [];
  for (const day of itinerary) {
    if (!day.accommodation) continue;
    const last = accommodations[accommodations.length - 1];
    if (last && last.name === day.accommodation.name) last.nights++;
    else accommodations.push({ ...day.accommodation, nights: 1 });
  }

  const sights = places.filter((p) => p.grp !== 'towns-cities');
  const alternates = Object.fromEntries(slugs.filter((s) => LOCALES.includes(s.locale as Locale)).map((s) => [s.locale, `/trip/${s.slug}`]));
  // A language the tour is not published in has no page for it: the language menu leads to that domain's tour list.
  for (const l of LOCALES) alternates[l] ??= TOUR_LIST_PATH;

  return {
    ...card,
    // The hero is the first photo: its alt text says what it shows (the card's says the title).
    image: photos[0] ? { ...photos[0], alt: photos[0].alt || card.title } : card.image,
    overview: text.overview,
    weather: text.weather,
    bestTime: (sights.length ? sights : places).slice(0, 4).map((p) => ({ destination: p.name, text: p.best_time, highSeason: p.high_season })),
    tips: parseList<string>(text.tips),
    inclusions: parseList<string>(text.inclusions),
    exclusions: parseList<string>(text.exclusions),
    itinerary,
    accommodations,
    // The operator's photos first, then the drawn places and landscapes, ten at most.
    gallery: [...photos, ...tourGallery(sights, days.map((d) => d.art), card.title, locale)].slice(0, 10),
    reviews: reviews.map(toReview),
    similarReviews: similarReviews.map(toReview),
    travellerRating: rating.count ? rating : null,
    route: row.route,
    available: Number(row.available) === 1,
    alternates,
    translatedIn: LOCALES.filter((l) => slugs.some((s) => s.locale === l)),
  };
}

/** What a form needs to say which tour it is about (slug in the language, title, length); null when unknown. */
export async function tourReference(locale: Locale, slug: string, db: Db = getDb()): Promise<{ slug: string; title: string; days: number } | null> {
  const row = await findTourBySlug(db, locale, slug);
  return row ? { slug: row.slug, title: row.title, days: Number(row.days) } : null;
}
