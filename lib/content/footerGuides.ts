/**
 * The spec's footer guides. Each points at a blog article whose slug differs per
 * language (routes.articles.<key> in the locale files).
 */
export const FOOTER_GUIDES = [
  'entryRequirements',
  'zanzibarPlanning',
  'tippingGuideline',
  'drones',
  'bestTimeToVisit',
  'safariPlanning',
  'lgbtqTravellers',
  'serengeti',
  'kilimanjaro',
  'meru',
  'arushaDayTrips',
  'moshiDayTrips',
] as const;

export type FooterGuide = (typeof FOOTER_GUIDES)[number];
