import type { Kysely } from 'kysely';
import { priceWithDeal } from '@/lib/catalogue/deals';
import type { Database } from '@/server/db/types';
import { runningDeals } from '@/server/deals/runningDeals';
import { tourCovers } from '@/server/media/tourPhotos';
import { findPlacesByIds } from './destinationRepository';
import type { TourCard } from './dto';
import { toTourCards as buildCards } from './mappers';
import { findTourDestinationIds, findTourTags, type TourCardRow } from './tourRepository';

/** Cards for tour rows: a few more queries for the whole set (tags, places, photos, deals), then their places' names. */
export async function tourCards(db: Kysely<Database>, locale: string, rows: TourCardRow[]): Promise<TourCard[]> {
  const ids = rows.map((r) => r.id);
  const [tags, places, covers, deals] = await Promise.all([findTourTags(db, ids), findTourDestinationIds(db, ids), tourCovers(db, ids), runningDeals(db, ids)]);
  const placeIds = [...new Set([...places.map((p) => p.destination_id), ...rows.flatMap((r) => [r.start_id, r.end_id])])];
  const destinations = new Map((await findPlacesByIds(db, locale, placeIds)).map((d) => [d.id, d]));
  // The operator's first photo of a tour is its card's picture; the drawn place otherwise.
  // A deal running today lowers the price from; the card and the page show the old one struck through.
  return buildCards(rows, { tags, places, destinations }).map((card) => {
    const cover = covers.get(card.id);
    const priced = { ...card, ...priceWithDeal(card.priceFrom, deals.get(card.id)) };
    return cover ? { ...priced, image: { ...cover, alt: card.title } } : priced;
  });
}
