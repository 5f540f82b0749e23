// The catalogue's closed vocabularies (spec section 3 filter options), shared by schema, seed and UI.
export const TRIP_TYPES = ['private', 'shared'] as const;
export const SAFARI_TYPES = ['lodge', 'camping'] as const;
export const LEVELS = ['budget', 'mid-range', 'luxury'] as const;
export const SPECIALISED = [
  'fly-in', 'beach-only', 'mountain-climbing', 'safari-beach', 'safari-kilimanjaro', 'chimp-trekking',
  'balloon', 'night-drives', 'horseback', 'canoeing', 'biking', 'walking',
] as const;
export const CATEGORIES = [
  'northern-safari', 'southern-safari', 'western-safari', 'kilimanjaro', 'meru', 'zanzibar',
  'safari-beach', 'safari-kilimanjaro', 'day-trip',
] as const;
/** Breakfast, lunch, dinner: a day's meals. */
export const MEALS = ['B', 'L', 'D'] as const;
/** Where a night is spent (catalogue.accommodationTypes in the locale files). */
export const ACCOMMODATION_TYPES = ['lodge', 'tented-camp', 'public-campsite', 'hotel', 'mountain-hut', 'mountain-camp', 'beach-resort', 'guesthouse'] as const;
export const DESTINATION_GROUPS = ['national-parks', 'mountains', 'rivers-lakes', 'beach-islands', 'towns-cities'] as const;
export const SORTS = ['popular', 'price-asc', 'price-desc', 'days-asc', 'days-desc', 'rating'] as const;

export type Sort = (typeof SORTS)[number];
export const PAGE_SIZE = 12;
