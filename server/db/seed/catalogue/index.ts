import type { Kysely, Transaction } from 'kysely';
import { LOCALES } from '@/lib/i18n/config';
import { slugify } from '@/lib/text/slugify';
import type { Database } from '../../types';
import { prepareSlugs } from '../slugHistory';
import { replaceChildren, upsert } from '../upsert';
import { DAY_BLOCKS } from './blocks';
import { seedSampleDeals } from './deals';
import { DESTINATIONS } from './destinations';
import { sampleReviewsShown } from '@/server/catalogue/sampleReviews';
import { REVIEWS } from './reviews';
import { loadCatalogueText, type CatalogueText } from './text';
import previousTourSlugs from './previousTourSlugs.json';
import { renderTourText, tourDestinationIds } from './tourText';
import { buildTourSlugs, loadTourSlugText } from './tourSlugs';
import { TOURS } from './tours';
import type { DayBlockSource } from './types';
import { publishedItems } from '@/server/content/revisionRepository';

type Db = Kysely<Database> | Transaction<Database>;

const json = (value: unknown) => JSON.stringify(value);

/** A tour's facts the back office sets (PATCH /api/admin/tours/{id}): once edited, the office's. */
const OFFICE_FACTS = ['category', 'trip_type', 'safari_type', 'level', 'start_id', 'end_id'];

/** A slug per destination, unique within the language (a suffix settles the rare clash). */
function uniqueSlugs(entries: { id: string; text: string }[]): Map<string, string> {
  const used = new Set<string>();
  const slugs = new Map<string, string>();
  for (const { id, text } of entries) {
    const base = slugify(text) || id;
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    slugs.set(id, slug);
  }
  return slugs;
}

/**
 * Destinations, day blocks, tours and reviews, with their words in every language written so far.
 * Without samples: the places and the days a tour is made of only.
 */
export async function seedCatalogue(db: Db, samples = true): Promise<void> {
  const blocks = new Map(DAY_BLOCKS.map((b) => [b.id, b]));

  // A place whose facts the office changed keeps them (its photo is never the seed's).
  const editedPlaces = new Set((await db.selectFrom('destinations').select('id').where('edited_at', 'is not', null).execute()).map((r) => r.id));
  await upsert(
    db,
    'destinations',
    DESTINATIONS.map((d, i) => ({
      id: d.id, grp: d.group, rating: d.rating, lat: d.lat, lng: d.lng,
      altitude_m: d.altitudeM ?? null, area_km2: d.areaKm2 ?? null,
      best_months: json(d.bestMonths), high_season_months: json(d.highSeasonMonths),
      art: d.art, popular: d.popular ? 1 : 0, sort_order: i,
    })).filter((d) => !editedPlaces.has(d.id)),
    ['id'],
  );
  await upsert(
    db,
    'day_blocks',
    DAY_BLOCKS.map((b) => ({
      id: b.id, destination_id: b.destinationId, art: b.art, meals: json(b.meals),
      lat: b.lat, lng: b.lng, altitude_m: b.altitudeM ?? null, overnight: b.overnight ? json(b.overnight) : null,
    })),
    ['id'],
  );
  if (samples) await seedSampleTours(db, blocks);

  const english = loadCatalogueText('en') as CatalogueText;
  for (const locale of LOCALES) {
    const text = locale === 'en' ? english : loadCatalogueText(locale);
    if (text.destinations) await seedDestinationTexts(db, locale, text.destinations);
    if (text.blocks) {
      const blockText = text.blocks;
      await upsert(db, 'day_block_translations', DAY_BLOCKS.map((b) => ({ block_id: b.id, locale, ...blockText[b.id] })), ['block_id', 'locale']);
    }
    // Tour titles need the language's templates; place names fall back to English ones.
    if (samples && text.tours) {
      await seedTourTexts(db, locale, { tours: text.tours, blocks: {}, destinations: { ...english.destinations, ...text.destinations } }, blocks);
    }
  }

  // The seed's reviews are invented: flagged as samples, and not added at all with SAMPLE_REVIEWS=off
  // (so that `npm run reviews -- remove-samples` stays done).
  if (!samples || !sampleReviewsShown()) return;
  await upsert(db, 'reviews', REVIEWS.map((r) => ({
    id: r.id, tour_id: reviewedTour(r.id, r.about, r.destinationId, blocks), destination_id: r.destinationId ?? null,
    category: r.about, name: r.name, country: r.country, language: r.language, rating: r.rating,
    title: r.title, text: r.text, travel_date: r.travelDate, created_at: r.createdAt, status: 'approved', sample: 1,
  })), ['id']);
}

/** The sample tours: their facts, days, tags and places, and their deals (once). */
async function seedSampleTours(db: Db, blocks: Map<string, DayBlockSource>) {
  const tourRows = TOURS.map((t, i) => ({
    id: t.id, category: t.category, days: t.days.length, nights: Math.max(0, t.days.length - 1),
    trip_type: t.tripType, safari_type: t.safariType, level: t.level, price_from: t.priceFrom,
    start_id: t.start, end_id: t.end, route: t.route ?? null, popular: t.popular ? 1 : 0,
    sort_order: i,
  }));
  // A tour the operator edited in the back office keeps its price, facts, days, places and
  // specialised kinds (and `available`, which the seed never writes); the others follow the source files.
  const edited = new Set((await db.selectFrom('tours').select('id').where('edited_at', 'is not', null).execute()).map((r) => r.id));
  await upsert(db, 'tours', tourRows.filter((t) => !edited.has(t.id)), ['id']);
  await upsert(db, 'tours', tourRows.filter((t) => edited.has(t.id)), ['id'], ['price_from', 'days', 'nights', ...OFFICE_FACTS]);
  const fromSource = TOURS.filter((t) => !edited.has(t.id));
  const sourceIds = fromSource.map((t) => t.id);
  await replaceChildren(db, 'tour_days', 'tour_id', sourceIds, fromSource.flatMap((t) => t.days.map((block_id, i) => ({ tour_id: t.id, day_number: i + 1, block_id }))));
  await replaceChildren(db, 'tour_tags', 'tour_id', sourceIds, fromSource.flatMap((t) => t.tags.map((tag) => ({ tour_id: t.id, tag }))));
  await replaceChildren(db, 'tour_destinations', 'tour_id', sourceIds, fromSource.flatMap((t) => tourDestinationIds(t, blocks).map((destination_id) => ({ tour_id: t.id, destination_id }))));
  await seedSampleDeals(db, new Date().toISOString().slice(0, 10));
}

/** The tour a seeded review is about: a stable pick among tours of its kind (and place). */
function reviewedTour(reviewId: string, category: string, destinationId: string | undefined, blocks: Map<string, DayBlockSource>): string | null {
  const sameKind = TOURS.filter((t) => t.category === category);
  const samePlace = destinationId ? sameKind.filter((t) => tourDestinationIds(t, blocks).includes(destinationId)) : [];
  const pool = samePlace.length ? samePlace : sameKind;
  if (!pool.length) return null;
  let hash = 0;
  for (const ch of reviewId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return pool[hash % pool.length].id;
}

async function seedDestinationTexts(db: Db, locale: string, text: CatalogueText['destinations']) {
  // A language of a destination the operator published in the back office keeps their text and address.
  const own = await publishedItems(db, 'destination', locale);
  const slugs = new Map([...uniqueSlugs(DESTINATIONS.map((d) => ({ id: d.id, text: text[d.id].name })))].filter(([id]) => !own.has(id)));
  await prepareSlugs(db, 'destination', locale, slugs);
  await upsert(
    db,
    'destination_translations',
    DESTINATIONS.filter((d) => !own.has(d.id)).map((d) => {
      const x = text[d.id];
      return {
        destination_id: d.id, locale, slug: slugs.get(d.id)!, name: x.name, summary: x.summary,
        description: x.description, best_time: x.bestTime, high_season: x.highSeason, highlights: json(x.highlights),
      };
    }),
    ['destination_id', 'locale'],
  );
}

async function seedTourTexts(db: Db, locale: string, text: CatalogueText, blocks: Map<string, DayBlockSource>) {
  const rendered = new Map(TOURS.map((t) => [t.id, renderTourText(t, text, blocks)]));
  const allSlugs = buildTourSlugs(TOURS, text, loadTourSlugText(locale) ?? loadTourSlugText('en')!, blocks);
  // A language of a tour the operator published in the back office keeps their text and address.
  const own = await publishedItems(db, 'tour', locale);
  const slugs = new Map([...allSlugs].filter(([id]) => !own.has(id)));
  // The long slugs of the first catalogue (cut from titles, or the ids in English) keep answering with a 301.
  const earlier = (previousTourSlugs as Record<string, Record<string, string>>)[locale] ?? {};
  await prepareSlugs(db, 'tour', locale, slugs, earlier);
  await upsert(
    db,
    'tour_translations',
    TOURS.filter((t) => !own.has(t.id)).map((t) => {
      const x = rendered.get(t.id)!;
      return {
        tour_id: t.id, locale, slug: slugs.get(t.id)!, title: x.title, overview: x.overview, weather: x.weather,
        tips: json(x.tips), inclusions: json(x.inclusions), exclusions: json(x.exclusions),
      };
    }),
    ['tour_id', 'locale'],
  );
}
