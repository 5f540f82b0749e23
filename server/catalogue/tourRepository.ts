import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import { todayUtc } from '@/server/bookings/dates';
import type { Database } from '@/server/db/types';
import { findSlugOwner } from '@/server/slugs/repository';
import { shownReviews } from './reviewRepository';

type Db = Kysely<Database>;

/** Each tour's travellers' approved reviews: their average rating and how many (`r`). */
export const reviewFigures = (db: Db) =>
  db
    .selectFrom('reviews')
    .select((eb) => ['tour_id', eb.fn.avg<number>('rating').as('rating'), eb.fn.countAll<number>().as('reviews_count')])
    .where(shownReviews(false))
    .groupBy('tour_id')
    .as('r');

/**
 * Tours with their words in `locale` (English beside them for fallback) and their review figures:
 * travellers' approved reviews only, so no star or count ever comes from the invented samples.
 */
function cardsBase(db: Db, locale: string, shown = true) {
  const all = db
    .selectFrom('tours as t')
    .innerJoin('tour_translations as te', (j) => j.onRef('te.tour_id', '=', 't.id').on('te.locale', '=', 'en'))
    .leftJoin('tour_translations as tl', (j) => j.onRef('tl.tour_id', '=', 't.id').on('tl.locale', '=', locale))
    .leftJoin(reviewFigures(db), 'r.tour_id', 't.id');
  // A tour is on a language's domain once its text is published in that language, until archived.
  return shown ? all.where('t.archived_at', 'is', null).where(shownIn(locale)) : all;
}

/** Tours whose text is published in `locale` (English always comes first: a tour has no page before it). */
export const shownIn = (locale: string) => (eb: ExpressionBuilder<any, any>) =>
  eb.exists(eb.selectFrom('tour_translations as tv').select('tv.tour_id').whereRef('tv.tour_id', '=', 't.id').where('tv.locale', '=', locale));

type Base = ReturnType<typeof cardsBase>;

const cardColumns = (q: Base) =>
  q.select((eb) => [
    't.id', 't.category', 't.days', 't.nights', 't.trip_type', 't.safari_type', 't.level', 't.price_from',
    't.start_id', 't.end_id', 't.route', 't.popular', 't.available',
    eb.fn.coalesce('tl.slug', 'te.slug').as('slug'),
    eb.fn.coalesce('tl.title', 'te.title').as('title'),
    'tl.locale as translated',
    'te.slug as en_slug',
    'r.rating', 'r.reviews_count',
  ]);

export type TourCardRow = Awaited<ReturnType<ReturnType<typeof cardColumns>['execute']>>[number];

/**
 * The price from a traveller pays today, whole dollars: the tour's own, less the deal running
 * today, rounded as lib/catalogue/deals.ts rounds it. Price filters and price order use it, so a
 * list sorted by price reads in the order of the prices its cards show.
 */
export const priceToday = () =>
  withTodaysDeal(sql`case when dl.kind = 'percent' then round(t.price_from * (100 - dl.value) / 100.0) else round(t.price_from - dl.value / 100.0) end`, sql`t.price_from`);

/** The share of its price a tour's deal running today takes off, in percent (0 without one). */
export const dealShareToday = () => withTodaysDeal(sql`case when dl.kind = 'percent' then dl.value else dl.value * 1.0 / t.price_from end`, sql`0`);

/** `value` read from the deal tour `t` runs today (`dl`), or `otherwise` without one. */
const withTodaysDeal = (value: RawBuilder<unknown>, otherwise: RawBuilder<unknown>) => {
  const today = todayUtc();
  return sql<number>`coalesce((select ${value} from deals dl where dl.tour_id = t.id and dl.starts_on <= ${today} and dl.ends_on >= ${today} limit 1), ${otherwise})`;
};

/** Every tour a language's lists can show, as its card reads it, with what the popular order reads (today's deal); its price today is findFacetTours'. */
export const findListedTourRows = (db: Db, locale: string) =>
  cardColumns(cardsBase(db, locale))
    .select(['t.sort_order', dealShareToday().as('deal_share')])
    .execute();

/** What the filter reads of a tour, for filtering the lists and counting their options in memory (listedTours.ts, facetService.ts). */
export type FacetTour = {
  id: string;
  tripType: string;
  safariType: string;
  level: string;
  category: string;
  days: number;
  /** The price from today (a running deal applied), as the price filters read it. */
  price: number;
  tags: string[];
  /** Each place the tour visits: its id and its slugs in every language (the filter takes either). */
  destinations: { id: string; slugs: string[] }[];
};

/** Every tour a language's lists can show, with what the filter reads of it (priced for today). */
export async function findFacetTours(db: Db, locale: string): Promise<FacetTour[]> {
  const rows = await db
    .selectFrom('tours as t')
    .select(['t.id', 't.trip_type', 't.safari_type', 't.level', 't.category', 't.days', priceToday().as('price')])
    .where('t.archived_at', 'is', null)
    .where(shownIn(locale))
    .execute();
  const [tags, visits, slugs] = await Promise.all([
    db.selectFrom('tour_tags').select(['tour_id', 'tag']).execute(),
    db.selectFrom('tour_destinations').select(['tour_id', 'destination_id']).execute(),
    db.selectFrom('destination_translations').select(['destination_id', 'slug']).execute(),
  ]);
  const group = <K, V>(pairs: [K, V][]) => {
    const map = new Map<K, V[]>();
    for (const [k, v] of pairs) {
      const list = map.get(k);
      if (list) list.push(v);
      else map.set(k, [v]);
    }
    return map;
  };
  const tagsOf = group(tags.map((t) => [t.tour_id, t.tag]));
  const placesOf = group(visits.map((v) => [v.tour_id, v.destination_id]));
  const slugsOf = group(slugs.map((d) => [d.destination_id, d.slug]));
  return rows.map((r) => ({
    id: r.id,
    tripType: r.trip_type,
    safariType: r.safari_type,
    level: r.level,
    category: r.category,
    days: Number(r.days),
    price: Number(r.price),
    tags: tagsOf.get(r.id) ?? [],
    destinations: (placesOf.get(r.id) ?? []).map((id) => ({ id, slugs: slugsOf.get(id) ?? [] })),
  }));
}

/** The catalogue's cheapest and dearest price and its shortest and longest tour. */
export async function findTourRanges(db: Db) {
  const range = await db
    .selectFrom('tours')
    .select((eb) => [eb.fn.min<number>('price_from').as('pmin'), eb.fn.max<number>('price_from').as('pmax'), eb.fn.min<number>('days').as('dmin'), eb.fn.max<number>('days').as('dmax')])
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { price: { min: Number(range.pmin ?? 0), max: Number(range.pmax ?? 0) }, days: { min: Number(range.dmin ?? 1), max: Number(range.dmax ?? 1) } };
}

/** Tours on sale with a deal running today: the biggest share off first, then popular, then the catalogue's order. */
export async function findDealTourIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('tours as t')
    .select('t.id')
    .where('t.available', '=', 1)
    .where('t.archived_at', 'is', null)
    .where(dealShareToday(), '>', 0)
    .orderBy(dealShareToday(), 'desc')
    .orderBy('t.popular', 'desc')
    .orderBy('t.sort_order')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** A booked tour as its booking names it, archived or not, in the booking's language (English where it has none). */
export const findBookedTour = (db: Db, locale: string, id: string) => cardColumns(cardsBase(db, locale, false)).where('t.id', '=', id).executeTakeFirst();

/** Cards for these tours (any order: the caller sorts them). */
export async function findTourCardsByIds(db: Db, locale: string, ids: string[]) {
  if (!ids.length) return [];
  return cardColumns(cardsBase(db, locale)).where('t.id', 'in', ids).execute();
}

/**
 * A tour's row, found by its slug in the language, or by any slug that ever led to it (its id,
 * another language's slug, an old slug): the row's `slug` says where the page lives now.
 */
export async function findTourBySlug(db: Db, locale: string, slug: string) {
  const id = await findSlugOwner(db, 'tour', locale, slug);
  return id ? cardColumns(cardsBase(db, locale)).where('t.id', '=', id).executeTakeFirst() : undefined;
}

export async function findTourTexts(db: Db, tourId: string, locale: string) {
  return db.selectFrom('tour_translations').selectAll().where('tour_id', '=', tourId).where('locale', 'in', [locale, 'en']).execute();
}

export async function findTourSlugs(db: Db, tourId: string) {
  return db.selectFrom('tour_translations').select(['locale', 'slug']).where('tour_id', '=', tourId).execute();
}

/**
 * The itinerary: each day's block with its words in the language, the tour's own words (the
 * office's, tour_day_translations) before the shared block's, and English where the language has none.
 */
export async function findItinerary(db: Db, tourId: string, locale: string) {
  return db
    .selectFrom('tour_days as d')
    .innerJoin('day_blocks as b', 'b.id', 'd.block_id')
    .innerJoin('day_block_translations as be', (j) => j.onRef('be.block_id', '=', 'b.id').on('be.locale', '=', 'en'))
    .leftJoin('day_block_translations as bl', (j) => j.onRef('bl.block_id', '=', 'b.id').on('bl.locale', '=', locale))
    .leftJoin('tour_day_translations as ol', (j) => j.onRef('ol.tour_id', '=', 'd.tour_id').onRef('ol.day_number', '=', 'd.day_number').on('ol.locale', '=', locale))
    .leftJoin('tour_day_translations as oe', (j) => j.onRef('oe.tour_id', '=', 'd.tour_id').onRef('oe.day_number', '=', 'd.day_number').on('oe.locale', '=', 'en'))
    .select((eb) => [
      'd.day_number', 'd.stay', 'b.id as block_id', 'b.destination_id', 'b.art', 'b.lat', 'b.lng', 'b.overnight',
      // The tour's own meals and altitude for the day where the office set them, else the block's.
      eb.fn.coalesce('d.meals', 'b.meals').as('meals'),
      eb.fn.coalesce('d.altitude_m', 'b.altitude_m').as('altitude_m'),
      'd.meals as own_meals', 'd.altitude_m as own_altitude_m', 'b.meals as block_meals', 'b.altitude_m as block_altitude_m',
      eb.fn.coalesce('ol.title', 'bl.title', 'oe.title', 'be.title').as('title'),
      eb.fn.coalesce('ol.description', 'bl.description', 'oe.description', 'be.description').as('description'),
    ])
    .where('d.tour_id', '=', tourId)
    .orderBy('d.day_number')
    .execute();
}

export async function findTourTags(db: Db, tourIds: string[]) {
  if (!tourIds.length) return [];
  return db.selectFrom('tour_tags').select(['tour_id', 'tag']).where('tour_id', 'in', tourIds).execute();
}

export async function findTourDestinationIds(db: Db, tourIds: string[]) {
  if (!tourIds.length) return [];
  return db.selectFrom('tour_destinations').select(['tour_id', 'destination_id']).where('tour_id', 'in', tourIds).execute();
}
