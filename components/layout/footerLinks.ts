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

export const articlePath = (slug: string) => `/blog/${slug}`;

export const FOOTER_COMPANY_LINKS = [
  { key: 'about', href: '/About' },
  { key: 'team', href: '/Our-Team' },
  { key: 'bookingProcess', href: '/Our-Booking-Process' },
  { key: 'payment', href: '/Payment' },
  { key: 'guestBook', href: '/Review' },
  { key: 'affiliate', href: '/Affiliate' },
  { key: 'privacy', href: '/Privacy' },
  { key: 'terms', href: '/Terms' },
] as const;
