import type { Kysely } from 'kysely';
import type { TourFilter } from '@/lib/catalogue/filterFields';
import { todayUtc } from '@/server/bookings/dates';
import type { Database } from '@/server/db/types';
import type { TourCard, TourPage } from './dto';
import { passesFilter, setFields } from './filterPasses';
import { perCatalogueVersion } from './perCatalogueVersion';
import { tourCards } from './tourCards';
import { findFacetTours, findListedTourRows, type FacetTour } from './tourRepository';

/** A tour a language's lists can show: what the filter reads of it, its card, and what the lists sort it by. */
export type ListedTour = FacetTour & {
  card: TourCard;
  popular: number;
  /** The share of its price today's deal takes off, in percent (0 without one). */
  dealShare: number;
  sortOrder: number;
  /** Travellers' average rating, unrounded (0 without reviews), and how many reviews. */
  rating: number;
  reviewsCount: number;
};

async function findListedTours(db: Kysely<Database>, locale: string): Promise<ListedTour[]> {
  const [rows, filterable] = await Promise.all([findListedTourRows(db, locale), findFacetTours(db, locale)]);
  const cards = new Map((await tourCards(db, locale, rows)).map((c) => [c.id, c]));
  const rowOf = new Map(rows.map((r) => [r.id, r]));
  return filterable.flatMap((tour) => {
    const row = rowOf.get(tour.id);
    const card = cards.get(tour.id);
    if (!row || !card) return [];
    // Shared by every request until the catalogue moves on: frozen, so no caller can change another's card.
    Object.freeze(card.image);
    return [{
      ...tour,
      card: Object.freeze(card),
      popular: Number(row.popular),
      dealShare: Number(row.deal_share),
      sortOrder: Number(row.sort_order),
      rating: Number(row.rating ?? 0),
      reviewsCount: Number(row.reviews_count ?? 0),
    }];
  });
}

/**
 * A language's tours, cards made, once per catalogue version (reviews and cover photos are among
 * its tables) and day (a deal starts or ends with the day). Every list, filter answer and count
 * is worked out from it in memory: a few hundred tours, where SQL took seven queries per list.
 */
export const listedTours = perCatalogueVersion(findListedTours, todayUtc);

type Compare = (a: ListedTour, b: ListedTour) => number;
const asc = (key: (t: ListedTour) => number): Compare => (a, b) => key(a) - key(b);
const desc = (key: (t: ListedTour) => number): Compare => (a, b) => key(b) - key(a);
/** Last of every order, so that a page never depends on how the sort met equal tours. */
const byId: Compare = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The list's orders (spec: sort); popular first, then those on offer (the biggest share off first), then the catalogue's order. */
const ORDERS: Record<string, Compare[]> = {
  'price-asc': [asc((t) => t.price), asc((t) => t.days)],
  'price-desc': [desc((t) => t.price), asc((t) => t.days)],
  'days-asc': [asc((t) => t.days), asc((t) => t.price)],
  'days-desc': [desc((t) => t.days), asc((t) => t.price)],
  rating: [desc((t) => t.rating), desc((t) => t.reviewsCount)],
  popular: [desc((t) => t.popular), desc((t) => t.dealShare), asc((t) => t.sortOrder)],
};

/** Tours in the search's order, best match first. */
const byRelevance = (tourIds: string[]): Compare => {
  const rank = new Map(tourIds.map((id, i) => [id, i]));
  return asc((t) => rank.get(t.id) ?? tourIds.length);
};

/**
 * One page of the tours that pass the filter, in its order; `tourIds` is the where-to text already
 * resolved to tours by the search index (a search without a chosen order lists its best matches first).
 */
export function pageOfListed(tours: readonly ListedTour[], filter: TourFilter, tourIds: string[] | undefined, pageSize: number): TourPage {
  const searched = tourIds ? new Set(tourIds) : undefined;
  const fields = setFields(filter);
  const shown = tours.filter((t) => (!searched || searched.has(t.id)) && passesFilter(t, filter, fields));
  const order = !filter.sort && tourIds?.length ? [byRelevance(tourIds)] : (ORDERS[filter.sort ?? 'popular'] ?? ORDERS.popular!);
  const compare = [...order, byId];
  shown.sort((a, b) => {
    for (const c of compare) {
      const d = c(a, b);
      if (d !== 0) return d;
    }
    return 0;
  });
  const page = filter.page ?? 1;
  return {
    tours: shown.slice((page - 1) * pageSize, page * pageSize).map((t) => t.card),
    total: shown.length,
    page,
    pageSize,
    pages: Math.max(1, Math.ceil(shown.length / pageSize)),
  };
}
