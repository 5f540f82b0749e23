import type { DestinationRow, PlaceRow } from './destinationRepository';
import type { ReviewRow } from './reviewRepository';
import type { TourCardRow } from './tourRepository';
import type { DestinationCard, Review, TourCard } from './dto';
import { landscapeImage, placeImage } from './images';

function stableIndex(key: string, length: number): number {
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return length ? hash % length : 0;
}

/** An average as shown, to one decimal; null when there is nothing to average. */
const oneDecimal = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

const parseList = <T,>(value: string | null | undefined): T[] => (value ? (JSON.parse(value) as T[]) : []);
export { parseList };

export function toDestinationCard(row: DestinationRow, locale = 'en'): DestinationCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    group: row.grp,
    rating: oneDecimal(row.rating),
    bestTime: row.best_time,
    highSeason: row.high_season,
    toursCount: Number(row.tours_count),
    lat: Number(row.lat),
    lng: Number(row.lng),
    image: placeImage(row, row.name, locale),
    fallback: row.translated === null,
  };
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    language: row.language,
    rating: Number(row.rating),
    title: row.title,
    text: row.text,
    travelDate: row.travel_date,
    createdAt: row.created_at,
    sample: Number(row.sample) === 1,
  };
}

/** What cards need beside their rows, fetched once for the whole page (never one query per tour). */
export interface TourCardExtras {
  tags: { tour_id: string; tag: string }[];
  places: { tour_id: string; destination_id: string }[];
  destinations: Map<string, PlaceRow>;
}

/** Cards for tour rows; the card's picture is one of its own places'. */
export function toTourCards(rows: TourCardRow[], { tags, places, destinations }: TourCardExtras): TourCard[] {
  return rows.map((r) => {
    const own = places.filter((p) => p.tour_id === r.id).map((p) => destinations.get(p.destination_id)!).filter(Boolean);
    // Towns are where a trip sleeps on the way; the card names the parks, mountains and islands.
    const sights = own.filter((d) => d.grp !== 'towns-cities');
    const shown = sights.length ? sights : own;
    // Many safaris start in the same park: each card shows one of its own places, chosen by
    // its id, so a list of similar tours does not repeat one picture.
    const cover = shown[stableIndex(r.id, shown.length)];
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      category: r.category,
      days: r.days,
      nights: r.nights,
      tripType: r.trip_type,
      safariType: r.safari_type,
      level: r.level,
      tags: tags.filter((t) => t.tour_id === r.id).map((t) => t.tag),
      priceFrom: r.price_from,
      deal: null,
      rating: oneDecimal(r.rating),
      reviewsCount: Number(r.reviews_count ?? 0),
      places: shown.map((d) => d.name),
      start: destinations.get(r.start_id)?.name ?? r.start_id,
      end: destinations.get(r.end_id)?.name ?? r.end_id,
      // A card's picture is named by the tour's title (the photo's own alt text is for the place's pages).
      image: cover ? placeImage({ ...cover, photo_alt: null }, r.title) : landscapeImage('savanna', 1, r.title),
      fallback: r.translated === null,
    };
  });
}
