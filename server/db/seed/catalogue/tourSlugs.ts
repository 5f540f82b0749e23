import path from 'node:path';
import { slugify } from '@/lib/text/slugify';
import { readLocaleJson } from '../readLocaleJson';
import type { CatalogueText } from './text';
import type { DayBlockSource, TourSource } from './types';

/**
 * Short tour slugs, one language at a time: built from the tour's facts (days, main places,
 * lodge or camping, kind of trip) with the words of that language's title, never cut inside a
 * word. Tours that would share a slug get a distinguishing word (their level, then more of
 * their places); a number is the last resort.
 */

export const MAX_TOUR_SLUG_LENGTH = 60;
/** Places named in a slug before a clash asks for more. */
const MAIN_PLACES = 3;

/** Per language, a pattern per title template: words and {days} {places} {style} {extra} {route} {name}. */
export interface TourSlugText {
  patterns: Record<string, string>;
}

const TEXT_DIR = path.join(process.cwd(), 'server/db/seed/catalogue/text');

export function loadTourSlugText(locale: string, dir = TEXT_DIR): TourSlugText | undefined {
  return readLocaleJson<TourSlugText>(dir, locale, 'tourSlugs');
}

/** Little words of place names ("Parc national d’Arusha"), dropped so no slug carries a "-d-" or "-de". */
const LINK_WORDS = new Set(['d', 'l', 'de', 'du', 'del', 'di', 'do', 'da', 'des', 'dei', 'das', 'la', 'le', 'lo', 'the', 'of', 'von', 'el', 'los', 'las']);
/** Small words of day-trip names ("Randonnée sur le Kilimandjaro jusqu’au refuge de Mandara"), left out of slugs. */
const NAME_LINK_WORDS = new Set([
  ...LINK_WORDS, 'a', 'e', 'y', 'and', 'to', 'in', 'im', 'am', 'und', 'zur', 'zum', 'auf', 'et', 'au', 'sur', 'en', 'jusqu',
  'dem', 'der', 'al', 'hasta', 'nel', 'sul', 'sulle', 'fino', 'ao', 'no', 'na', 'em', 'ate',
]);
/** What every park or crater is called: dropped unless the place would then share its name (Arusha NP vs Arusha town). */
const GENERIC_WORDS = new Set([
  'national', 'park', 'nationalpark', 'parc', 'parque', 'parco', 'nacional', 'nazionale',
  'crater', 'krater', 'cratere', 'cratera', 'atoll', 'atollo', 'atolon', 'atol',
]);

const words = (text: string) => slugify(text).split('-').filter(Boolean);

/** Each destination's name as short slug words in the language ("Parque Nacional del Serengeti" → "serengeti"). */
function placeSlugNames(destinations: CatalogueText['destinations']): Map<string, string> {
  const full = new Map(Object.entries(destinations).map(([id, d]) => [id, words(d.name).filter((w) => !LINK_WORDS.has(w))]));
  const short = new Map([...full].map(([id, w]) => [id, w.filter((x) => !GENERIC_WORDS.has(x)).join('-')]));
  const taken = new Map<string, number>();
  for (const s of short.values()) taken.set(s, (taken.get(s) ?? 0) + 1);
  return new Map([...short].map(([id, s]) => [id, s && taken.get(s) === 1 ? s : full.get(id)!.join('-')]));
}

interface Facts {
  pattern: string;
  days: number;
  /** Place slug words in itinerary order, each with its rank (0 = where the tour spends most days). */
  places: { slug: string; rank: number }[];
  /** Places that tell this tour from one it clashed with: named before the others. */
  telling: Set<string>;
  style: string;
  level: string;
  route: string;
  name: string;
}

/** How far a tour has had to go to be told apart from another. */
interface Stage {
  level: boolean;
  maxPlaces: number;
}
const STAGES: Stage[] = [
  { level: false, maxPlaces: MAIN_PLACES },
  { level: true, maxPlaces: MAIN_PLACES },
  { level: true, maxPlaces: Infinity },
];

function fill(f: Facts, extra: string, places: string[]): string {
  const parts: Record<string, string> = {
    days: String(f.days), places: places.join(' '), style: f.style, extra, route: f.route, name: f.name,
  };
  return slugify(f.pattern.replace(/\{(\w+)\}/g, (m, key: string) => parts[key] ?? m));
}

/**
 * The slug at a stage: as many main places as fit in the length (telling places first), named
 * in itinerary order; with none when even one does not fit.
 */
function build(f: Facts, stage: Stage): string {
  const extra = stage.level ? f.level : '';
  const order = [...f.places].sort((a, b) => Number(f.telling.has(b.slug)) - Number(f.telling.has(a.slug)) || a.rank - b.rank);
  let slug = '';
  for (let n = Math.min(stage.maxPlaces, order.length); n >= 0; n--) {
    const kept = new Set(order.slice(0, n));
    slug = fill(f, extra, f.places.filter((p) => kept.has(p)).map((p) => p.slug));
    if (slug.length <= MAX_TOUR_SLUG_LENGTH) break;
  }
  return slug;
}

function factsOf(tour: TourSource, text: CatalogueText, slugText: TourSlugText, placeNames: Map<string, string>, blocks: Map<string, DayBlockSource>): Facts {
  const t = text.tours;
  const pattern = slugText.patterns[tour.title.template];
  if (!pattern) throw new Error(`tour ${tour.id}: no slug pattern "${tour.title.template}"`);
  const params = tour.title.params ?? {};
  const placeIds = params.places ? params.places.split(',') : [...new Set(tour.days.map((d) => blocks.get(d)!.destinationId))];
  // Main places first: most days spent there, then the order of the itinerary.
  const daysAt = (id: string) => tour.days.filter((d) => blocks.get(d)!.destinationId === id).length;
  const ranked = placeIds.map((id, i) => ({ id, i, n: daysAt(id) })).sort((a, b) => b.n - a.n || a.i - b.i);
  const rank = new Map(ranked.map((p, r) => [p.id, r]));
  const route = tour.route ?? params.route;
  const name = params.name ? (t.dayTripNames[params.name] ?? params.name) : '';
  return {
    pattern,
    days: tour.days.length,
    places: placeIds.map((id) => ({ slug: placeNames.get(id) ?? slugify(id), rank: rank.get(id)! })),
    telling: new Set(),
    style: t.styles[tour.safariType] ?? tour.safariType,
    level: t.levels[tour.level] ?? tour.level,
    route: route ? (t.routes[route] ?? route) : '',
    name: words(name).filter((w) => !NAME_LINK_WORDS.has(w)).join(' '),
  };
}

/** Every tour's slug in one language, unique within it. */
export function buildTourSlugs(
  tours: readonly TourSource[],
  text: CatalogueText,
  slugText: TourSlugText,
  blocks: Map<string, DayBlockSource>,
): Map<string, string> {
  const placeNames = placeSlugNames(text.destinations);
  const facts = new Map(tours.map((t) => [t.id, factsOf(t, text, slugText, placeNames, blocks)]));
  const stage = new Map(tours.map((t) => [t.id, 0]));
  const slugs = new Map<string, string>();

  // Tours that clash move to the next stage together, until nothing clashes or no stage is left.
  for (let changed = true; changed; ) {
    changed = false;
    for (const t of tours) slugs.set(t.id, build(facts.get(t.id)!, STAGES[stage.get(t.id)!]));
    for (const ids of clashes(slugs)) {
      for (const id of ids) {
        const f = facts.get(id)!;
        // A place of this tour that some other tour of the clash does not visit.
        for (const other of ids) {
          const theirs = new Set(facts.get(other)!.places.map((p) => p.slug));
          for (const p of f.places) if (!theirs.has(p.slug)) f.telling.add(p.slug);
        }
        if (stage.get(id)! < STAGES.length - 1) {
          stage.set(id, stage.get(id)! + 1);
          changed = true;
        }
      }
    }
  }
  // Last resort: a number after the first of those still alike.
  for (const ids of clashes(slugs)) {
    const used = new Set(slugs.values());
    for (const id of ids.slice(1)) {
      const base = slugs.get(id)!;
      let n = 2;
      while (used.has(`${base}-${n}`)) n++;
      slugs.set(id, `${base}-${n}`);
      used.add(`${base}-${n}`);
    }
  }
  return slugs;
}

function clashes(slugs: Map<string, string>): string[][] {
  const bySlug = new Map<string, string[]>();
  for (const [id, slug] of slugs) bySlug.set(slug, [...(bySlug.get(slug) ?? []), id]);
  return [...bySlug.values()].filter((ids) => ids.length > 1);
}
