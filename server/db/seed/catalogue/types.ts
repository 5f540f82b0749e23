import type { ACCOMMODATION_TYPES, MEALS } from '@/lib/catalogue/vocabulary';

/**
 * The shapes of the catalogue's seed sources. Structure (ids, numbers, coordinates, links)
 * lives in TypeScript; words live in text/<locale>/*.json keyed by the same ids, so a
 * translation never touches a fact.
 */

export type DestinationGroup = 'national-parks' | 'mountains' | 'rivers-lakes' | 'beach-islands' | 'towns-cities';

/** The kind of original artwork a place or a day is illustrated with. */
export type ArtKind = 'savanna' | 'crater' | 'mountain' | 'beach' | 'forest' | 'lake' | 'town';

export interface DestinationSource {
  /** Stable ASCII id, e.g. 'serengeti'. */
  id: string;
  group: DestinationGroup;
  /** The operator's rating, 1.0 to 5.0, one decimal. */
  rating: number;
  lat: number;
  lng: number;
  /** Elevation or summit height in metres, where it means something. */
  altitudeM?: number;
  areaKm2?: number;
  /** Best months to visit, 1 to 12. */
  bestMonths: number[];
  /** High-season months (highest prices, most visitors), 1 to 12. */
  highSeasonMonths: number[];
  art: ArtKind;
  /** Shown among "popular destinations" on the home page. */
  popular: boolean;
}

export interface DestinationText {
  name: string;
  /** One or two sentences for cards. */
  summary: string;
  /** Two to four paragraphs separated by blank lines ("\n\n"). */
  description: string;
  /** e.g. "June to October for the dry season; January to February for calving". */
  bestTime: string;
  highSeason: string;
  highlights: string[];
}

export type Level = 'budget' | 'mid-range' | 'luxury';
export type SafariType = 'lodge' | 'camping';
export type TripType = 'private' | 'shared';

export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

export interface Accommodation {
  /** A real property's name, e.g. 'Serengeti Serena Safari Lodge'. */
  name: string;
  type: AccommodationType;
}

export type Meal = (typeof MEALS)[number];

/** One day of an itinerary, reused by every tour that spends a day that way. */
export interface DayBlockSource {
  /** Stable ASCII id, e.g. 'serengeti-central-game-drive'. */
  id: string;
  /** The destination the day is spent in (overnight area). */
  destinationId: string;
  art: ArtKind;
  meals: Meal[];
  /** The map stop of the day (where the night is spent, or the day's main site). */
  lat: number;
  lng: number;
  altitudeM?: number;
  /**
   * Where the night is spent: for camping safaris (`camping`) and for lodge safaris by level.
   * A missing entry shows as "details to be confirmed"; null means no night (the last day).
   */
  overnight: null | Partial<Record<'camping' | Level, Accommodation>>;
  /** The day's cost per person in USD by level (park fees, vehicle, guide, stay), used to price tours. */
  costPerPerson: Record<Level, number>;
}

export interface DayBlockText {
  title: string;
  /** One paragraph, what happens that day. */
  description: string;
}

export type Specialised =
  | 'fly-in'
  | 'beach-only'
  | 'mountain-climbing'
  | 'safari-beach'
  | 'safari-kilimanjaro'
  | 'chimp-trekking'
  | 'balloon'
  | 'night-drives'
  | 'horseback'
  | 'canoeing'
  | 'biking'
  | 'walking';

export type TourCategory =
  | 'northern-safari'
  | 'southern-safari'
  | 'western-safari'
  | 'kilimanjaro'
  | 'meru'
  | 'zanzibar'
  | 'safari-beach'
  | 'safari-kilimanjaro'
  | 'day-trip';

export interface TourSource {
  /** Stable ASCII id (the first English slug, still answered with a 301), e.g. '5-day-tarangire-serengeti-ngorongoro-lodge-safari'. */
  id: string;
  category: TourCategory;
  /** Day block ids in order; the tour lasts days.length days (nights = days - 1). */
  days: string[];
  tripType: TripType;
  safariType: SafariType;
  level: Level;
  tags: Specialised[];
  /** Price 'from' per person in USD, two people sharing. */
  priceFrom: number;
  /** Destination ids where the tour starts and ends (e.g. 'arusha', 'zanzibar'). */
  start: string;
  end: string;
  /** Title template key in text/<locale>/tours.json `titles`, and its parameters. */
  title: { template: string; params?: Record<string, string> };
  /** For the Kilimanjaro and Meru climbs: the route id (text/<locale>/tours.json `routes`). */
  route?: string;
  popular?: boolean;
  /** A sample deal, percent off: written once into a new database, running 90 days from setup (seed/catalogue/deals.ts). */
  dealPercent?: number;
}
