import { DEPARTURES_PATH, TOUR_LIST_PATH } from './paths';

/**
 * The spec's fixed routes (section 2), exactly as cased, with the stable id their
 * meta title and description are stored under (GET /api/getMetaInfos/{id}).
 */
export const SITE_ROUTES = [
  { id: 'home', path: '/' },
  { id: 'about', path: '/About' },
  { id: 'affiliate', path: '/Affiliate' },
  { id: 'affiliateLink', path: '/AffiliateLink' },
  { id: 'blogs', path: '/Blogs' },
  { id: 'booking', path: '/Booking' },
  { id: 'bookingCompleted', path: '/BookingCompleted' },
  { id: 'contact', path: '/Contact' },
  { id: 'countryPark', path: '/CountryPark' },
  { id: 'dashboard', path: '/Dashboard' },
  { id: 'destinations', path: '/Destinations' },
  { id: 'error404', path: '/Error404' },
  { id: 'forgotPassword', path: '/ForgotPassword' },
  { id: 'landing', path: '/Landing' },
  { id: 'login', path: '/Login' },
  { id: 'ourBookingProcess', path: '/Our-Booking-Process' },
  { id: 'ourTeam', path: '/Our-Team' },
  { id: 'payment', path: '/Payment' },
  { id: 'privacy', path: '/Privacy' },
  { id: 'profile', path: '/Profile' },
  { id: 'quote', path: '/Quote' },
  { id: 'review', path: '/Review' },
  { id: 'search', path: '/Search' },
  { id: 'signup', path: '/Signup' },
  { id: 'terms', path: '/Terms' },
  { id: 'thankyouQuote', path: '/ThankyouQuote' },
  { id: 'thankyouReview', path: '/ThankyouReview' },
  { id: 'wishlists', path: '/Wishlists' },
  // Not among the spec's fixed routes by name; its screen list has "upcoming departures".
  { id: 'upcomingDepartures', path: DEPARTURES_PATH },
  { id: 'tourList', path: TOUR_LIST_PATH },
  { id: 'trip', path: '/trip' },
  { id: 'blogArticle', path: '/blog' },
  { id: 'affiliateInvite', path: '/affiliate' },
] as const;

export type PageId = (typeof SITE_ROUTES)[number]['id'];

export const PAGE_IDS = SITE_ROUTES.map((r) => r.id) as PageId[];

/**
 * Pages that are nobody's search result (an account, a form's own state, a thank-you, a search):
 * robots.txt keeps crawlers out of them and each says "noindex" for the links crawlers find anyway.
 */
export const PRIVATE_PAGE_IDS: readonly PageId[] = ['dashboard', 'profile', 'affiliateLink', 'login', 'signup', 'forgotPassword', 'booking', 'bookingCompleted', 'thankyouQuote', 'thankyouReview', 'wishlists', 'search', 'error404'];

export const isPrivatePage = (id: PageId) => PRIVATE_PAGE_IDS.includes(id);

/** A page's path as the spec writes it. */
export const pagePath = (id: PageId) => SITE_ROUTES.find((r) => r.id === id)!.path;
