import { DAY_BLOCKS } from './blocks';
import type { Level, SafariType, Specialised, TourCategory, TourSource, TripType } from './types';

/**
 * The tour catalogue, composed from the day blocks in blocks.ts the way operators build
 * itineraries: a tour is a list of block ids, offered at one or more levels and styles.
 * Prices are worked out from the blocks, so changing a block's cost reprices every tour using it.
 */

// ---------------------------------------------------------------------------------------------
// Pricing
// ---------------------------------------------------------------------------------------------

const COST = new Map(DAY_BLOCKS.map((b) => [b.id, b.costPerPerson]));
const DESTINATION = new Map(DAY_BLOCKS.map((b) => [b.id, b.destinationId]));

/**
 * Added once per tour on top of the days' costs (planning, office, contingency, margin), by
 * category and level. Budget lodge safaris carry a fixed supplement over budget camping;
 * group-joining departures carry none.
 */
const MARGIN: Record<TourCategory, Record<Level, number>> = {
  'northern-safari': { budget: 100, 'mid-range': 200, luxury: 300 },
  'southern-safari': { budget: 150, 'mid-range': 250, luxury: 350 },
  'western-safari': { budget: 250, 'mid-range': 350, luxury: 450 },
  kilimanjaro: { budget: 100, 'mid-range': 200, luxury: 300 },
  meru: { budget: 80, 'mid-range': 120, luxury: 180 },
  zanzibar: { budget: 50, 'mid-range': 100, luxury: 150 },
  'safari-beach': { budget: 150, 'mid-range': 250, luxury: 350 },
  'safari-kilimanjaro': { budget: 150, 'mid-range': 250, luxury: 350 },
  'day-trip': { budget: 20, 'mid-range': 30, luxury: 50 },
};
const SAFARI_CATEGORIES: TourCategory[] = ['northern-safari', 'southern-safari', 'safari-beach', 'safari-kilimanjaro'];
const BUDGET_LODGE_SUPPLEMENT = 150;

function margin(category: TourCategory, level: Level, style: SafariType, tripType: TripType): number {
  // Group-joining departures share the vehicle, guide and crew among more travellers than the
  // two-sharing costs assume, so they are priced at cost with no margin.
  if (tripType === 'shared') return 0;
  const lodgeSupplement =
    level === 'budget' && style === 'lodge' && SAFARI_CATEGORIES.includes(category) ? BUDGET_LODGE_SUPPLEMENT : 0;
  return MARGIN[category][level] + lodgeSupplement;
}

/** Sum of the blocks at this level plus the margin, rounded to the nearest 10 (50 above $1,000). */
function priceFrom(category: TourCategory, days: readonly string[], v: Variant): number {
  const level = v.level;
  let total = margin(category, level, v.style, v.tripType ?? 'private');
  for (const id of days) {
    const cost = COST.get(id);
    if (!cost) throw new Error(`Tour uses unknown day block '${id}'`);
    total += cost[level];
  }
  return total < 1000 ? Math.round(total / 10) * 10 : Math.round(total / 50) * 50;
}

// ---------------------------------------------------------------------------------------------
// Tags follow from the days a tour contains
// ---------------------------------------------------------------------------------------------

const ACTIVITY_TAGS: [Specialised, string[]][] = [
  ['balloon', ['serengeti-balloon-safari']],
  ['night-drives', ['tarangire-walking-night-drive', 'nyerere-night-drive']],
  [
    'walking',
    [
      'day-arusha-national-park',
      'arusha-national-park-walking-canoe',
      'tarangire-walking-night-drive',
      'empakaai-crater-walk',
      'empakaai-to-lake-natron',
      'ruaha-walking-safari',
      'nyerere-boat-safari-walking',
      'katavi-walking-safari',
    ],
  ],
  ['canoeing', ['day-arusha-national-park', 'arusha-national-park-walking-canoe', 'day-lake-duluti-canoeing']],
  ['biking', ['day-mto-wa-mbu-cycling', 'mto-wa-mbu-cycling-manyara']],
  ['horseback', ['day-horseback-west-kilimanjaro', 'horseback-lake-manyara']],
  ['chimp-trekking', ['mahale-chimp-trekking', 'gombe-chimp-trekking']],
  ['mountain-climbing', ['ol-doinyo-lengai-night-climb']],
  [
    'fly-in',
    [
      'fly-arusha-to-serengeti-central',
      'fly-arusha-to-serengeti-north',
      'dar-fly-to-ruaha',
      'dar-fly-to-nyerere',
      'ruaha-fly-nyerere',
      'fly-arusha-to-katavi',
      'fly-arusha-to-mahale',
      'fly-dar-to-kigoma-gombe',
    ],
  ],
];

const CATEGORY_TAGS: Partial<Record<TourCategory, Specialised[]>> = {
  kilimanjaro: ['mountain-climbing'],
  meru: ['mountain-climbing'],
  zanzibar: ['beach-only'],
  'safari-beach': ['safari-beach'],
  'safari-kilimanjaro': ['safari-kilimanjaro', 'mountain-climbing'],
};

function tagsFor(category: TourCategory, days: readonly string[]): Specialised[] {
  const tags = new Set<Specialised>(CATEGORY_TAGS[category] ?? []);
  for (const [tag, blocks] of ACTIVITY_TAGS) if (days.some((d) => blocks.includes(d))) tags.add(tag);
  return [...tags];
}

// ---------------------------------------------------------------------------------------------
// Building tours
// ---------------------------------------------------------------------------------------------

interface Plan {
  category: TourCategory;
  days: string[];
  start: string;
  end: string;
  /** Title template key in text/<locale>/tours.json `titles`. */
  template: string;
  /** Destination ids for {places} in titles and overviews (comma-separated in the params). */
  places?: string[];
  /** Title parameters besides places (route, name); level and style come from the tour. */
  params?: Record<string, string>;
  /** The id without its day count and level: e.g. 'tarangire-serengeti-ngorongoro-{level}-{style}-safari'. */
  slug: string;
  route?: string;
}

interface Variant {
  level: Level;
  style: SafariType;
  tripType?: TripType;
  popular?: boolean;
  dealPercent?: number;
}

type Extras = Pick<Variant, 'popular' | 'dealPercent'>;

const budgetCamping = (x: Extras = {}): Variant => ({ level: 'budget', style: 'camping', ...x });
const budgetLodge = (x: Extras = {}): Variant => ({ level: 'budget', style: 'lodge', ...x });
const midLodge = (x: Extras = {}): Variant => ({ level: 'mid-range', style: 'lodge', ...x });
const luxuryLodge = (x: Extras = {}): Variant => ({ level: 'luxury', style: 'lodge', ...x });
/** Shared, group-joining departures: budget camping, and mid-range lodges on the classic circuit. */
const groupCamping = (x: Extras = {}): Variant => ({ level: 'budget', style: 'camping', tripType: 'shared', ...x });
const groupLodge = (x: Extras = {}): Variant => ({ level: 'mid-range', style: 'lodge', tripType: 'shared', ...x });

function tour(plan: Plan, v: Variant): TourSource {
  const slug = plan.slug.replace('{level}', v.level).replace('{style}', v.style);
  const id = plan.category === 'day-trip' ? slug : `${plan.days.length}-day-${slug}`;
  // {days}, {nights}, {level} and {style} come from the tour itself; params carry the rest.
  const params: Record<string, string> = { ...plan.params };
  if (plan.places) params.places = plan.places.join(',');
  return {
    id,
    category: plan.category,
    days: plan.days,
    tripType: v.tripType ?? 'private',
    safariType: v.style,
    level: v.level,
    tags: tagsFor(plan.category, plan.days),
    priceFrom: priceFrom(plan.category, plan.days, v),
    start: plan.start,
    end: plan.end,
    title: { template: plan.template, ...(Object.keys(params).length ? { params } : {}) },
    ...(plan.route ? { route: plan.route } : {}),
    ...(v.popular ? { popular: true } : {}),
    ...(v.dealPercent ? { dealPercent: v.dealPercent } : {}),
  };
}

/** Title templates for the northern-circuit variants and the words they add to the id. */
const KINDS = {
  safari: 'safari',
  migration: 'mara-river-migration-safari',
  calving: 'calving-season-safari',
  westernCorridor: 'western-corridor-migration-safari',
  balloon: 'balloon-safari',
  flyIn: 'fly-in-safari',
  walking: 'walking-safari',
  horseback: 'horseback-safari',
  cycling: 'cycling-safari',
  nightDrive: 'night-drive-safari',
  chimps: 'chimpanzee-trekking-safari',
} as const;

interface SafariOptions {
  kind?: keyof typeof KINDS;
  start?: string;
  end?: string;
}

/** A safari offered in several variants. Group departures get their own title and id. */
function safaris(
  category: TourCategory,
  places: string[],
  days: string[],
  variants: Variant[],
  { kind = 'safari', start, end }: SafariOptions = {},
): TourSource[] {
  const home = category === 'southern-safari' ? 'dar-es-salaam' : 'arusha';
  return variants.map((v) => {
    const shared = v.tripType === 'shared';
    const template = shared ? 'groupSafari' : kind;
    const word = shared ? 'group-joining-safari' : KINDS[kind];
    return tour(
      {
        category,
        days,
        start: start ?? home,
        end: end ?? home,
        template,
        places,
        slug: `${places.join('-')}-{level}-{style}-${word}`,
      },
      v,
    );
  });
}

const northern = (places: string[], days: string[], variants: Variant[], options?: SafariOptions) =>
  safaris('northern-safari', places, days, variants, options);
const southern = (places: string[], days: string[], variants: Variant[], options?: SafariOptions) =>
  safaris('southern-safari', places, days, variants, options);
const western = (places: string[], days: string[], variants: Variant[], options?: SafariOptions) =>
  safaris('western-safari', places, days, variants, options);

// ---------------------------------------------------------------------------------------------
// Northern circuit itineraries (all start and end in Arusha)
// ---------------------------------------------------------------------------------------------

const CLASSIC_5 = [
  'arusha-to-tarangire',
  'tarangire-to-serengeti-central',
  'serengeti-central-full-day',
  'serengeti-to-ngorongoro',
  'ngorongoro-crater-to-arusha',
];
const CLASSIC_6 = [
  'arusha-to-tarangire',
  'tarangire-to-lake-manyara',
  'karatu-to-serengeti-central',
  'serengeti-central-full-day',
  'serengeti-to-ngorongoro',
  'ngorongoro-crater-to-arusha',
];

const NORTHERN: TourSource[] = [
  // 2 days
  ...northern(['lake-manyara', 'ngorongoro'], ['arusha-to-lake-manyara', 'ngorongoro-crater-to-arusha'], [
    budgetCamping({ dealPercent: 10 }),
    budgetLodge(),
    midLodge(),
    luxuryLodge(),
  ]),
  ...northern(['tarangire', 'ngorongoro'], ['arusha-to-tarangire', 'ngorongoro-crater-to-arusha'], [
    budgetCamping(),
    midLodge(),
    luxuryLodge(),
  ]),
  // 3 days
  ...northern(
    ['tarangire', 'lake-manyara', 'ngorongoro'],
    ['arusha-to-tarangire', 'tarangire-to-lake-manyara', 'ngorongoro-crater-to-arusha'],
    [budgetCamping(), groupCamping(), budgetLodge(), midLodge({ popular: true }), luxuryLodge()],
  ),
  ...northern(['tarangire', 'ngorongoro'], ['arusha-to-tarangire', 'tarangire-to-karatu', 'ngorongoro-crater-to-arusha'], [
    budgetCamping(),
    midLodge(),
  ]),
  ...northern(
    ['serengeti', 'ngorongoro'],
    ['arusha-to-serengeti-central', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [budgetCamping(), groupCamping(), groupLodge(), midLodge(), luxuryLodge()],
  ),
  ...northern(
    ['tarangire', 'mto-wa-mbu', 'ngorongoro'],
    ['arusha-to-tarangire', 'mto-wa-mbu-cycling-manyara', 'ngorongoro-crater-to-arusha'],
    [budgetLodge(), midLodge()],
    { kind: 'cycling' },
  ),
  // 4 days
  ...northern(
    ['tarangire', 'lake-manyara', 'ngorongoro'],
    ['arusha-to-tarangire', 'tarangire-full-day', 'tarangire-to-lake-manyara', 'ngorongoro-crater-to-arusha'],
    [midLodge(), luxuryLodge()],
  ),
  ...northern(
    ['serengeti', 'ngorongoro'],
    ['arusha-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [budgetCamping(), groupCamping(), groupLodge(), midLodge({ popular: true }), luxuryLodge()],
  ),
  ...northern(
    ['tarangire', 'serengeti', 'ngorongoro'],
    ['arusha-to-tarangire', 'tarangire-to-serengeti-central', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [budgetCamping(), midLodge({ popular: true }), luxuryLodge()],
  ),
  ...northern(
    ['lake-manyara', 'lake-eyasi', 'ngorongoro'],
    ['arusha-to-lake-manyara', 'lake-eyasi-datoga-visit', 'lake-eyasi-hadzabe-to-karatu', 'ngorongoro-crater-to-arusha'],
    [midLodge(), luxuryLodge()],
  ),
  ...northern(
    ['arusha-national-park', 'tarangire', 'ngorongoro'],
    ['arusha-national-park-walking-canoe', 'arusha-to-tarangire', 'tarangire-walking-night-drive', 'ngorongoro-crater-to-arusha'],
    [midLodge(), luxuryLodge()],
  ),
  ...northern(
    ['tarangire', 'lake-manyara', 'ngorongoro'],
    ['arusha-to-tarangire', 'tarangire-to-lake-manyara', 'horseback-lake-manyara', 'ngorongoro-crater-to-arusha'],
    [midLodge(), luxuryLodge()],
    { kind: 'horseback' },
  ),
  ...northern(
    ['serengeti', 'ngorongoro'],
    ['arusha-to-serengeti-central', 'serengeti-balloon-safari', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [midLodge({ dealPercent: 8 }), luxuryLodge()],
    { kind: 'balloon' },
  ),
  ...northern(
    ['serengeti'],
    ['fly-arusha-to-serengeti-north', 'serengeti-north-full-day', 'serengeti-north-to-central', 'serengeti-fly-arusha'],
    [midLodge(), luxuryLodge()],
    { kind: 'migration' },
  ),
  // 3 days around Arusha
  ...northern(['arusha-national-park'], ['arrival-arusha', 'arusha-national-park-walking-canoe', 'departure-arusha'], [
    budgetLodge(),
    midLodge(),
  ]),
  // 3-day fly-in
  ...northern(['serengeti'], ['fly-arusha-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-fly-arusha'], [
    midLodge(),
    luxuryLodge(),
  ], { kind: 'flyIn' }),
  // 5 days
  ...northern(['tarangire', 'serengeti', 'ngorongoro'], CLASSIC_5, [
    budgetCamping({ popular: true }),
    groupCamping(),
    budgetLodge(),
    midLodge({ popular: true }),
    luxuryLodge(),
  ]),
  ...northern(
    ['lake-manyara', 'serengeti', 'ngorongoro'],
    ['arusha-to-lake-manyara', 'karatu-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [budgetCamping(), midLodge()],
  ),
  ...northern(
    ['serengeti', 'ngorongoro'],
    ['arusha-to-karatu', 'karatu-to-ndutu', 'ndutu-full-day', 'ndutu-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [midLodge(), luxuryLodge({ dealPercent: 10 })],
    { kind: 'calving' },
  ),
  ...northern(
    ['tarangire', 'lake-manyara', 'ngorongoro'],
    ['arusha-to-tarangire', 'tarangire-walking-night-drive', 'tarangire-to-lake-manyara', 'lake-manyara-to-karatu', 'ngorongoro-crater-to-arusha'],
    [midLodge(), luxuryLodge()],
    { kind: 'nightDrive' },
  ),
  ...northern(
    ['ngorongoro', 'lake-natron'],
    ['arusha-to-karatu', 'ngorongoro-crater-tour', 'empakaai-crater-walk', 'empakaai-to-lake-natron', 'lake-natron-to-arusha'],
    [midLodge(), luxuryLodge()],
    { kind: 'walking' },
  ),
  ...northern(
    ['serengeti', 'ngorongoro'],
    ['fly-arusha-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-balloon-safari', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [luxuryLodge()],
    { kind: 'balloon' },
  ),
  ...northern(
    ['serengeti'],
    ['fly-arusha-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-central-to-north', 'serengeti-north-full-day', 'serengeti-north-fly-arusha'],
    [midLodge(), luxuryLodge()],
    { kind: 'flyIn' },
  ),
  // Lake Natron and Ol Doinyo Lengai
  ...northern(['lake-natron'], ['arusha-to-lake-natron', 'lake-natron-full-day', 'lake-natron-to-arusha'], [midLodge(), luxuryLodge()]),
  ...northern(
    ['lake-natron', 'ol-doinyo-lengai'],
    ['arusha-to-lake-natron', 'lake-natron-full-day', 'ol-doinyo-lengai-night-climb', 'lake-natron-to-arusha'],
    [midLodge()],
  ),
  // 6 days
  ...northern(['tarangire', 'lake-manyara', 'serengeti', 'ngorongoro'], CLASSIC_6, [
    budgetCamping(),
    groupCamping(),
    budgetLodge(),
    midLodge({ popular: true }),
    luxuryLodge(),
  ]),
  ...northern(
    ['tarangire', 'serengeti', 'ngorongoro'],
    ['arusha-to-tarangire', 'tarangire-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-balloon-safari', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [midLodge(), luxuryLodge()],
    { kind: 'balloon' },
  ),
  ...northern(
    ['tarangire', 'serengeti'],
    ['arusha-to-tarangire', 'tarangire-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-central-to-western-corridor', 'western-corridor-full-day', 'western-corridor-fly-arusha'],
    [midLodge(), luxuryLodge()],
    { kind: 'westernCorridor' },
  ),
  // 7 days
  ...northern(
    ['tarangire', 'lake-manyara', 'serengeti', 'ngorongoro'],
    ['arusha-to-tarangire', 'tarangire-full-day', 'tarangire-to-lake-manyara', 'karatu-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [budgetCamping(), midLodge({ popular: true }), luxuryLodge()],
  ),
  ...northern(
    ['tarangire', 'serengeti', 'ngorongoro'],
    ['arusha-to-tarangire', 'tarangire-to-serengeti-central', 'serengeti-central-to-north', 'serengeti-north-full-day', 'serengeti-north-to-central', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [midLodge(), luxuryLodge()],
    { kind: 'migration' },
  ),
  ...northern(
    ['tarangire', 'serengeti', 'ngorongoro'],
    ['arusha-to-tarangire', 'tarangire-to-karatu', 'karatu-to-ndutu', 'ndutu-full-day', 'ndutu-full-day', 'ndutu-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [midLodge(), luxuryLodge()],
    { kind: 'calving' },
  ),
  ...northern(
    ['tarangire', 'serengeti', 'ngorongoro'],
    ['arusha-to-tarangire', 'tarangire-full-day', 'tarangire-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-central-full-day', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [budgetCamping(), groupCamping()],
  ),
  ...northern(
    ['lake-eyasi', 'ngorongoro', 'serengeti'],
    ['arusha-to-karatu', 'lake-eyasi-datoga-visit', 'lake-eyasi-hadzabe-to-karatu', 'ngorongoro-crater-tour', 'karatu-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-central-to-arusha'],
    [midLodge(), luxuryLodge()],
  ),
  // 8 days
  ...northern(
    ['tarangire', 'lake-manyara', 'lake-eyasi', 'serengeti', 'ngorongoro'],
    ['arusha-to-tarangire', 'tarangire-to-lake-manyara', 'lake-eyasi-datoga-visit', 'lake-eyasi-hadzabe-to-karatu', 'karatu-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [midLodge(), luxuryLodge()],
  ),
  ...northern(
    ['tarangire', 'serengeti', 'ngorongoro'],
    ['arusha-to-tarangire', 'tarangire-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-central-to-north', 'serengeti-north-full-day', 'serengeti-north-to-central', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [midLodge(), luxuryLodge()],
    { kind: 'migration' },
  ),
  ...northern(
    ['lake-natron', 'serengeti', 'ngorongoro'],
    ['arusha-to-lake-natron', 'lake-natron-full-day', 'lake-natron-to-serengeti-north', 'serengeti-north-full-day', 'serengeti-north-to-central', 'serengeti-central-full-day', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [midLodge(), luxuryLodge()],
  ),
  // 9 days
  ...northern(
    ['tarangire', 'lake-manyara', 'serengeti', 'ngorongoro'],
    ['arrival-arusha', 'arusha-to-tarangire', 'tarangire-full-day', 'tarangire-to-lake-manyara', 'lake-manyara-to-karatu', 'karatu-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [budgetCamping(), midLodge(), luxuryLodge()],
  ),
  // 10 days
  ...northern(
    ['arusha-national-park', 'tarangire', 'lake-manyara', 'serengeti', 'ngorongoro'],
    ['arrival-arusha', 'arusha-national-park-walking-canoe', 'arusha-to-tarangire', 'tarangire-full-day', 'tarangire-to-lake-manyara', 'karatu-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-central-full-day', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [midLodge(), luxuryLodge()],
  ),
  // 11 days
  ...northern(
    ['tarangire', 'lake-manyara', 'serengeti', 'ngorongoro'],
    ['arrival-arusha', 'arusha-to-tarangire', 'tarangire-full-day', 'tarangire-to-lake-manyara', 'karatu-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-central-to-north', 'serengeti-north-full-day', 'serengeti-north-to-central', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [midLodge(), luxuryLodge()],
    { kind: 'migration' },
  ),
  // 12 days
  ...northern(
    ['tarangire', 'lake-eyasi', 'serengeti', 'ngorongoro', 'lake-natron'],
    ['arrival-arusha', 'arusha-to-tarangire', 'tarangire-to-karatu', 'lake-eyasi-datoga-visit', 'lake-eyasi-hadzabe-to-karatu', 'karatu-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-to-ngorongoro', 'ngorongoro-crater-tour', 'empakaai-crater-walk', 'empakaai-to-lake-natron', 'lake-natron-to-arusha'],
    [midLodge(), luxuryLodge()],
  ),
  // 14 days
  ...northern(
    ['arusha-national-park', 'tarangire', 'lake-manyara', 'lake-eyasi', 'serengeti', 'ngorongoro'],
    ['arrival-arusha', 'arusha-national-park-walking-canoe', 'arusha-to-tarangire', 'tarangire-full-day', 'tarangire-to-lake-manyara', 'lake-eyasi-datoga-visit', 'lake-eyasi-hadzabe-to-karatu', 'karatu-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-central-to-north', 'serengeti-north-full-day', 'serengeti-north-to-central', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
    [midLodge(), luxuryLodge()],
  ),
];

// ---------------------------------------------------------------------------------------------
// Southern circuit (from and to Dar es Salaam)
// ---------------------------------------------------------------------------------------------

const SOUTHERN: TourSource[] = [
  ...southern(['mikumi'], ['dar-to-mikumi', 'mikumi-full-day', 'mikumi-to-dar'], [
    budgetCamping({ dealPercent: 15 }),
    midLodge(),
    luxuryLodge(),
  ]),
  ...southern(['mikumi', 'udzungwa'], ['dar-to-mikumi', 'mikumi-full-day', 'mikumi-to-udzungwa-sanje', 'mikumi-to-dar'], [
    budgetLodge(),
    midLodge(),
  ]),
  ...southern(['nyerere'], ['dar-drive-to-nyerere', 'nyerere-boat-safari-walking', 'nyerere-to-dar'], [budgetLodge(), midLodge()]),
  ...southern(['nyerere'], ['dar-drive-to-nyerere', 'nyerere-full-day', 'nyerere-boat-safari-walking', 'nyerere-to-dar'], [
    budgetLodge(),
    midLodge(),
  ]),
  ...southern(['nyerere'], ['dar-fly-to-nyerere', 'nyerere-boat-safari-walking', 'nyerere-fly-dar'], [midLodge(), luxuryLodge()], {
    kind: 'flyIn',
  }),
  ...southern(['nyerere'], ['dar-fly-to-nyerere', 'nyerere-full-day', 'nyerere-night-drive', 'nyerere-fly-dar'], [midLodge(), luxuryLodge()], {
    kind: 'nightDrive',
  }),
  ...southern(['ruaha'], ['dar-fly-to-ruaha', 'ruaha-full-day', 'ruaha-walking-safari', 'ruaha-full-day', 'ruaha-fly-dar'], [
    midLodge(),
    luxuryLodge(),
  ], { kind: 'flyIn' }),
  ...southern(
    ['ruaha', 'nyerere'],
    ['dar-fly-to-ruaha', 'ruaha-full-day', 'ruaha-walking-safari', 'ruaha-fly-nyerere', 'nyerere-boat-safari-walking', 'nyerere-fly-dar'],
    [midLodge(), luxuryLodge()],
    { kind: 'flyIn' },
  ),
  ...southern(
    ['mikumi', 'udzungwa', 'ruaha'],
    ['dar-to-mikumi', 'mikumi-full-day', 'mikumi-to-udzungwa-sanje', 'udzungwa-to-ruaha', 'ruaha-full-day', 'ruaha-walking-safari', 'ruaha-fly-dar'],
    [budgetLodge(), midLodge()],
  ),
  ...southern(
    ['ruaha', 'nyerere'],
    ['dar-fly-to-ruaha', 'ruaha-full-day', 'ruaha-walking-safari', 'ruaha-full-day', 'ruaha-fly-nyerere', 'nyerere-boat-safari-walking', 'nyerere-night-drive', 'nyerere-fly-dar'],
    [midLodge(), luxuryLodge()],
    { kind: 'flyIn' },
  ),
  ...southern(
    ['mikumi', 'udzungwa', 'ruaha', 'nyerere'],
    ['arrival-dar-es-salaam', 'dar-to-mikumi', 'mikumi-to-udzungwa-sanje', 'udzungwa-to-ruaha', 'ruaha-full-day', 'ruaha-walking-safari', 'ruaha-fly-nyerere', 'nyerere-boat-safari-walking', 'nyerere-full-day', 'nyerere-fly-dar'],
    [midLodge(), luxuryLodge()],
  ),
];

// ---------------------------------------------------------------------------------------------
// Western circuit (fly-in; Katavi and Mahale camps open in the dry season only)
// ---------------------------------------------------------------------------------------------

const WESTERN: TourSource[] = [
  ...western(['gombe'], ['fly-dar-to-kigoma-gombe', 'gombe-chimp-trekking', 'gombe-boat-kigoma-fly-dar'], [midLodge(), luxuryLodge()], {
    kind: 'chimps',
    start: 'dar-es-salaam',
    end: 'dar-es-salaam',
  }),
  ...western(['gombe'], ['fly-dar-to-kigoma-gombe', 'gombe-chimp-trekking', 'gombe-chimp-trekking', 'gombe-boat-kigoma-fly-dar'], [midLodge()], {
    kind: 'chimps',
    start: 'dar-es-salaam',
    end: 'dar-es-salaam',
  }),
  ...western(['mahale'], ['fly-arusha-to-mahale', 'mahale-chimp-trekking', 'mahale-chimp-trekking', 'mahale-fly-arusha'], [luxuryLodge()], {
    kind: 'chimps',
  }),
  ...western(
    ['mahale'],
    ['fly-arusha-to-mahale', 'mahale-chimp-trekking', 'mahale-chimp-trekking', 'mahale-chimp-trekking', 'mahale-fly-arusha'],
    [luxuryLodge()],
    { kind: 'chimps' },
  ),
  ...western(['katavi'], ['fly-arusha-to-katavi', 'katavi-full-day', 'katavi-walking-safari', 'katavi-fly-arusha'], [
    midLodge({ dealPercent: 10 }),
    luxuryLodge(),
  ], { kind: 'flyIn' }),
  ...western(['katavi'], ['fly-arusha-to-katavi', 'katavi-full-day', 'katavi-walking-safari', 'katavi-full-day', 'katavi-fly-arusha'], [
    luxuryLodge(),
  ], { kind: 'flyIn' }),
  ...western(
    ['katavi', 'mahale'],
    ['fly-arusha-to-katavi', 'katavi-full-day', 'katavi-walking-safari', 'katavi-fly-mahale', 'mahale-chimp-trekking', 'mahale-chimp-trekking', 'mahale-fly-arusha'],
    [luxuryLodge()],
    { kind: 'chimps' },
  ),
  ...western(
    ['katavi', 'mahale'],
    ['fly-arusha-to-katavi', 'katavi-full-day', 'katavi-walking-safari', 'katavi-full-day', 'katavi-fly-mahale', 'mahale-chimp-trekking', 'mahale-chimp-trekking', 'mahale-fly-arusha'],
    [luxuryLodge()],
    { kind: 'chimps' },
  ),
];

// ---------------------------------------------------------------------------------------------
// Kilimanjaro and Mount Meru (mountain days only; climbs start and end at your hotel)
// ---------------------------------------------------------------------------------------------

const ROUTE_DAYS = {
  machame6: [
    'machame-gate-to-machame-camp',
    'machame-camp-to-shira-cave',
    'shira-to-barranco-via-lava-tower',
    'barranco-to-barafu',
    'barafu-summit-to-mweka-camp',
    'mweka-camp-to-gate',
  ],
  machame7: [
    'machame-gate-to-machame-camp',
    'machame-camp-to-shira-cave',
    'shira-to-barranco-via-lava-tower',
    'barranco-to-karanga',
    'karanga-to-barafu',
    'barafu-summit-to-mweka-camp',
    'mweka-camp-to-gate',
  ],
  lemosho7: [
    'lemosho-gate-to-mti-mkubwa',
    'mti-mkubwa-to-shira-1',
    'shira-1-to-shira-2',
    'shira-to-barranco-via-lava-tower',
    'barranco-to-barafu',
    'barafu-summit-to-mweka-camp',
    'mweka-camp-to-gate',
  ],
  lemosho8: [
    'lemosho-gate-to-mti-mkubwa',
    'mti-mkubwa-to-shira-1',
    'shira-1-to-shira-2',
    'shira-to-barranco-via-lava-tower',
    'barranco-to-karanga',
    'karanga-to-barafu',
    'barafu-summit-to-mweka-camp',
    'mweka-camp-to-gate',
  ],
  marangu5: ['marangu-gate-to-mandara', 'mandara-to-horombo', 'horombo-to-kibo', 'kibo-summit-to-horombo', 'horombo-to-marangu-gate'],
  marangu6: [
    'marangu-gate-to-mandara',
    'mandara-to-horombo',
    'horombo-acclimatisation-day',
    'horombo-to-kibo',
    'kibo-summit-to-horombo',
    'horombo-to-marangu-gate',
  ],
  rongai6: [
    'rongai-gate-to-simba-camp',
    'simba-camp-to-kikelelwa',
    'kikelelwa-to-mawenzi-tarn',
    'mawenzi-tarn-to-kibo',
    'kibo-summit-to-horombo',
    'horombo-to-marangu-gate',
  ],
  rongai7: [
    'rongai-gate-to-simba-camp',
    'simba-camp-to-kikelelwa',
    'kikelelwa-to-mawenzi-tarn',
    'mawenzi-tarn-acclimatisation-day',
    'mawenzi-tarn-to-kibo',
    'kibo-summit-to-horombo',
    'horombo-to-marangu-gate',
  ],
  umbwe6: [
    'umbwe-gate-to-umbwe-cave',
    'umbwe-cave-to-barranco',
    'barranco-to-karanga',
    'karanga-to-barafu',
    'barafu-summit-to-mweka-camp',
    'mweka-camp-to-gate',
  ],
  northernCircuit9: [
    'lemosho-gate-to-mti-mkubwa',
    'mti-mkubwa-to-shira-1',
    'shira-1-to-shira-2',
    'shira-2-to-moir-hut',
    'moir-hut-to-buffalo-camp',
    'buffalo-camp-to-third-cave',
    'third-cave-to-school-hut',
    'school-hut-summit-to-mweka-camp',
    'mweka-camp-to-gate',
  ],
  meru3: ['momella-gate-to-miriakamba', 'miriakamba-to-saddle-hut', 'meru-summit-to-momella-gate'],
  meru4: ['momella-gate-to-miriakamba', 'miriakamba-to-saddle-hut', 'meru-summit-to-miriakamba', 'miriakamba-to-momella-gate'],
} satisfies Record<string, string[]>;

/** The same climb ending with a night in Arusha instead of the drive home, for climb-and-safari trips. */
function thenArusha(days: string[]): string[] {
  const last = days[days.length - 1];
  const next = last === 'mweka-camp-to-gate' ? 'mweka-gate-to-arusha' : last === 'horombo-to-marangu-gate' ? 'marangu-gate-to-arusha' : null;
  if (!next) throw new Error(`No overnight version of '${last}'`);
  return [...days.slice(0, -1), next];
}

/** Marangu sleeps in huts, so it is sold as 'lodge'; the other routes are tented. */
function climbs(route: string, days: string[], levels: Level[], extras: Partial<Record<Level, Extras>> = {}): TourSource[] {
  const style: SafariType = route === 'marangu' ? 'lodge' : 'camping';
  return levels.map((level) =>
    tour(
      {
        category: 'kilimanjaro',
        days,
        start: 'moshi',
        end: 'moshi',
        template: 'kilimanjaro',
        places: ['kilimanjaro'],
        params: { route },
        slug: `kilimanjaro-${route}-route-{level}-climb`,
        route,
      },
      { level, style, ...extras[level] },
    ),
  );
}

function groupClimb(route: string, days: string[]): TourSource {
  return tour(
    {
      category: 'kilimanjaro',
      days,
      start: 'moshi',
      end: 'moshi',
      template: 'kilimanjaroGroup',
      places: ['kilimanjaro'],
      params: { route },
      slug: `kilimanjaro-${route}-route-{level}-group-climb`,
      route,
    },
    { level: 'budget', style: 'camping', tripType: 'shared' },
  );
}

function meruClimbs(days: string[], levels: Level[]): TourSource[] {
  return levels.map((level) =>
    tour(
      {
        category: 'meru',
        days,
        start: 'arusha',
        end: 'arusha',
        template: 'meru',
        places: ['mount-meru'],
        params: { route: 'meru-momella' },
        slug: 'mount-meru-momella-route-{level}-climb',
        route: 'meru-momella',
      },
      { level, style: 'lodge' },
    ),
  );
}

const ALL_LEVELS: Level[] = ['budget', 'mid-range', 'luxury'];

const MOUNTAINS: TourSource[] = [
  ...climbs('machame', ROUTE_DAYS.machame6, ALL_LEVELS),
  ...climbs('machame', ROUTE_DAYS.machame7, ALL_LEVELS, { 'mid-range': { popular: true } }),
  groupClimb('machame', ROUTE_DAYS.machame7),
  ...climbs('lemosho', ROUTE_DAYS.lemosho7, ALL_LEVELS),
  ...climbs('lemosho', ROUTE_DAYS.lemosho8, ALL_LEVELS, { 'mid-range': { popular: true } }),
  groupClimb('lemosho', ROUTE_DAYS.lemosho8),
  ...climbs('marangu', ROUTE_DAYS.marangu5, ALL_LEVELS),
  ...climbs('marangu', ROUTE_DAYS.marangu6, ALL_LEVELS, { budget: { dealPercent: 10 } }),
  ...climbs('rongai', ROUTE_DAYS.rongai6, ALL_LEVELS),
  ...climbs('rongai', ROUTE_DAYS.rongai7, ALL_LEVELS),
  ...climbs('umbwe', ROUTE_DAYS.umbwe6, ['mid-range', 'luxury']),
  ...climbs('northern-circuit', ROUTE_DAYS.northernCircuit9, ['mid-range', 'luxury']),
  ...meruClimbs(ROUTE_DAYS.meru3, ['budget', 'mid-range']),
  ...meruClimbs(ROUTE_DAYS.meru4, ALL_LEVELS),
];

// ---------------------------------------------------------------------------------------------
// Zanzibar beach stays
// ---------------------------------------------------------------------------------------------

function zanzibar(places: string[], days: string[], variants: Variant[]): TourSource[] {
  return variants.map((v) =>
    tour(
      {
        category: 'zanzibar',
        days: ['arrival-zanzibar', ...days, 'departure-zanzibar'],
        start: 'zanzibar',
        end: 'zanzibar',
        template: 'zanzibar',
        places,
        slug: `zanzibar-${places.join('-')}-{level}-beach-holiday`,
      },
      v,
    ),
  );
}

const ZANZIBAR: TourSource[] = [
  ...zanzibar(['stone-town'], ['stone-town-walking-tour'], [budgetLodge(), midLodge(), luxuryLodge()]),
  ...zanzibar(['stone-town', 'nungwi'], ['stone-town-to-nungwi-spice-farm', 'nungwi-kendwa-beach-day'], [
    budgetLodge(),
    midLodge(),
    luxuryLodge(),
  ]),
  ...zanzibar(['stone-town', 'paje'], ['stone-town-walking-tour', 'stone-town-to-paje-jozani', 'paje-jambiani-beach-day'], [
    budgetLodge(),
    midLodge(),
  ]),
  ...zanzibar(
    ['stone-town', 'nungwi', 'mnemba'],
    ['stone-town-walking-tour', 'prison-island-boat-trip', 'stone-town-to-nungwi-spice-farm', 'mnemba-snorkelling'],
    [midLodge(), luxuryLodge()],
  ),
  ...zanzibar(
    ['stone-town', 'nungwi', 'mnemba', 'paje'],
    ['stone-town-walking-tour', 'stone-town-to-nungwi-spice-farm', 'mnemba-snorkelling', 'nungwi-sunset-dhow', 'nungwi-to-paje-jozani'],
    [budgetLodge(), midLodge({ dealPercent: 12 }), luxuryLodge()],
  ),
  ...zanzibar(
    ['stone-town', 'nungwi', 'mnemba', 'paje'],
    [
      'stone-town-walking-tour',
      'prison-island-boat-trip',
      'stone-town-to-nungwi-spice-farm',
      'mnemba-snorkelling',
      'nungwi-to-paje-jozani',
      'paje-jambiani-beach-day',
    ],
    [midLodge(), luxuryLodge()],
  ),
];

// ---------------------------------------------------------------------------------------------
// Safari and beach (safari first, then fly to Zanzibar)
// ---------------------------------------------------------------------------------------------

function safariBeach(
  places: string[],
  days: string[],
  variants: Variant[],
  { flyIn = false, start = 'arusha' }: { flyIn?: boolean; start?: string } = {},
): TourSource[] {
  return variants.map((v) =>
    tour(
      {
        category: 'safari-beach',
        days,
        start,
        end: 'zanzibar',
        template: flyIn ? 'safariBeachFlyIn' : 'safariBeach',
        places,
        slug: `${places.join('-')}-{level}-${flyIn ? 'fly-in-' : ''}safari-and-zanzibar-beach`,
      },
      v,
    ),
  );
}

const SAFARI_BEACH: TourSource[] = [
  ...safariBeach(
    ['tarangire', 'lake-manyara', 'ngorongoro'],
    ['arusha-to-tarangire', 'tarangire-to-lake-manyara', 'ngorongoro-crater-fly-zanzibar', 'stone-town-walking-tour', 'stone-town-to-nungwi-spice-farm', 'nungwi-kendwa-beach-day', 'departure-zanzibar'],
    [budgetCamping(), midLodge(), luxuryLodge()],
  ),
  ...safariBeach(
    ['tarangire', 'serengeti', 'ngorongoro'],
    ['arusha-to-tarangire', 'tarangire-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-to-ngorongoro', 'ngorongoro-crater-fly-zanzibar', 'stone-town-to-nungwi-spice-farm', 'nungwi-kendwa-beach-day', 'departure-zanzibar'],
    [budgetCamping(), midLodge({ popular: true }), luxuryLodge()],
  ),
  ...safariBeach(
    ['tarangire', 'lake-manyara', 'serengeti', 'ngorongoro'],
    ['arusha-to-tarangire', 'tarangire-to-lake-manyara', 'karatu-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-to-ngorongoro', 'ngorongoro-crater-fly-zanzibar', 'stone-town-walking-tour', 'stone-town-to-paje-jozani', 'paje-jambiani-beach-day', 'departure-zanzibar'],
    [budgetCamping(), midLodge(), luxuryLodge({ dealPercent: 7 })],
  ),
  ...safariBeach(
    ['tarangire', 'lake-manyara', 'serengeti', 'ngorongoro'],
    ['arrival-arusha', 'arusha-to-tarangire', 'tarangire-full-day', 'tarangire-to-lake-manyara', 'karatu-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-to-ngorongoro', 'ngorongoro-crater-fly-zanzibar', 'stone-town-to-nungwi-spice-farm', 'mnemba-snorkelling', 'nungwi-kendwa-beach-day', 'departure-zanzibar'],
    [midLodge(), luxuryLodge()],
  ),
  ...safariBeach(
    ['tarangire', 'lake-manyara', 'serengeti'],
    ['arrival-arusha', 'arusha-to-tarangire', 'tarangire-to-lake-manyara', 'karatu-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-central-to-north', 'serengeti-north-full-day', 'serengeti-fly-zanzibar', 'stone-town-walking-tour', 'stone-town-to-nungwi-spice-farm', 'mnemba-snorkelling', 'nungwi-sunset-dhow', 'nungwi-to-paje-jozani', 'departure-zanzibar'],
    [midLodge(), luxuryLodge()],
  ),
  ...safariBeach(
    ['serengeti'],
    ['fly-arusha-to-serengeti-central', 'serengeti-central-full-day', 'serengeti-fly-zanzibar', 'stone-town-walking-tour', 'stone-town-to-paje-jozani', 'paje-jambiani-beach-day', 'departure-zanzibar'],
    [midLodge(), luxuryLodge()],
    { flyIn: true },
  ),
  ...safariBeach(
    ['nyerere'],
    ['arrival-dar-es-salaam', 'dar-fly-to-nyerere', 'nyerere-boat-safari-walking', 'nyerere-full-day', 'nyerere-fly-zanzibar', 'stone-town-walking-tour', 'stone-town-to-paje-jozani', 'paje-jambiani-beach-day', 'departure-zanzibar'],
    [midLodge(), luxuryLodge()],
    { flyIn: true, start: 'dar-es-salaam' },
  ),
];

// ---------------------------------------------------------------------------------------------
// Kilimanjaro climb followed by a safari (arrive in Moshi, finish in Arusha)
// ---------------------------------------------------------------------------------------------

const SAFARI_AFTER_CLIMB = {
  short: { places: ['tarangire', 'ngorongoro'], days: ['arusha-to-tarangire', 'tarangire-to-karatu', 'ngorongoro-crater-to-arusha'] },
  classic: {
    places: ['tarangire', 'serengeti', 'ngorongoro'],
    days: ['arusha-to-tarangire', 'tarangire-to-serengeti-central', 'serengeti-to-ngorongoro', 'ngorongoro-crater-to-arusha'],
  },
};

function climbAndSafari(route: string, climb: string[], safari: { places: string[]; days: string[] }, variants: Variant[]): TourSource[] {
  const days = ['arrival-moshi', ...thenArusha(climb), ...safari.days];
  return variants.map((v) =>
    tour(
      {
        category: 'safari-kilimanjaro',
        days,
        start: 'moshi',
        end: 'arusha',
        template: 'safariKilimanjaro',
        places: safari.places,
        params: { route },
        slug: `kilimanjaro-${route}-climb-and-${safari.places.join('-')}-{level}-safari`,
        route,
      },
      v,
    ),
  );
}

const SAFARI_KILIMANJARO: TourSource[] = [
  ...climbAndSafari('machame', ROUTE_DAYS.machame6, SAFARI_AFTER_CLIMB.short, [budgetCamping(), midLodge(), luxuryLodge()]),
  ...climbAndSafari('machame', ROUTE_DAYS.machame7, SAFARI_AFTER_CLIMB.short, [budgetCamping(), midLodge(), luxuryLodge()]),
  ...climbAndSafari('machame', ROUTE_DAYS.machame7, SAFARI_AFTER_CLIMB.classic, [budgetCamping(), midLodge()]),
  ...climbAndSafari('lemosho', ROUTE_DAYS.lemosho7, SAFARI_AFTER_CLIMB.classic, [midLodge(), luxuryLodge()]),
  ...climbAndSafari('lemosho', ROUTE_DAYS.lemosho8, SAFARI_AFTER_CLIMB.classic, [midLodge(), luxuryLodge()]),
  ...climbAndSafari('marangu', ROUTE_DAYS.marangu6, SAFARI_AFTER_CLIMB.short, [budgetLodge(), midLodge()]),
  ...climbAndSafari('rongai', ROUTE_DAYS.rongai6, SAFARI_AFTER_CLIMB.classic, [budgetCamping(), midLodge()]),
];

// ---------------------------------------------------------------------------------------------
// Day trips (from Arusha or Moshi, back the same evening)
// ---------------------------------------------------------------------------------------------

function dayTrip(name: string, block: string, from: 'arusha' | 'moshi', level: Level = 'mid-range'): TourSource {
  return tour(
    {
      category: 'day-trip',
      days: [block],
      start: from,
      end: from,
      template: 'dayTrip',
      places: [DESTINATION.get(block) ?? from],
      params: { name },
      slug: `${name}-day-trip`,
    },
    { level, style: 'lodge' },
  );
}

const DAY_TRIPS: TourSource[] = [
  dayTrip('arusha-national-park', 'day-arusha-national-park', 'arusha'),
  dayTrip('tarangire', 'day-tarangire', 'arusha'),
  dayTrip('lake-manyara', 'day-lake-manyara', 'arusha'),
  dayTrip('ngorongoro-crater', 'day-ngorongoro-crater', 'arusha'),
  dayTrip('lake-duluti-canoeing', 'day-lake-duluti-canoeing', 'arusha', 'budget'),
  dayTrip('arusha-city-cultural-tour', 'day-arusha-city-cultural-tour', 'arusha', 'budget'),
  dayTrip('mto-wa-mbu-cycling', 'day-mto-wa-mbu-cycling', 'arusha'),
  dayTrip('materuni-waterfalls-coffee', 'day-materuni-waterfalls-coffee', 'moshi', 'budget'),
  dayTrip('chemka-hot-springs', 'day-chemka-hot-springs', 'moshi', 'budget'),
  dayTrip('kilimanjaro-mandara-hike', 'day-kilimanjaro-mandara-hike', 'moshi'),
  dayTrip('horseback-west-kilimanjaro', 'day-horseback-west-kilimanjaro', 'moshi'),
];

// ---------------------------------------------------------------------------------------------

export const TOURS: TourSource[] = [
  ...NORTHERN,
  ...SOUTHERN,
  ...WESTERN,
  ...MOUNTAINS,
  ...ZANZIBAR,
  ...SAFARI_BEACH,
  ...SAFARI_KILIMANJARO,
  ...DAY_TRIPS,
];
