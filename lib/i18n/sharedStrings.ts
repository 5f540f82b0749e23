import type { Namespace } from './messages';

// String sets of components several pages show, for the pages' namespace lists (a page's props
// carry only the strings it shows). No locale file is imported here: pages can use these lists.

/** The strings of a tour card (components/tours/TourCard.tsx), for pages that show a few cards. */
export const TOUR_CARD_STRINGS: Namespace[] = ['catalogue.card', 'catalogue.levels', 'catalogue.safariTypes'];

/** The strings of a destination's card (components/destinations/DestinationCard.tsx), without the destination pages'. */
export const DESTINATION_CARD_STRINGS: Namespace[] = ['destinations.noTours', 'destinations.tour', 'destinations.tours', 'destinations.bestTime'];

/** The strings of a list of reviews (components/tours/ReviewList.tsx), without the whole tour section. */
export const REVIEW_STRINGS: Namespace[] = ['tour.noReviews', 'tour.sampleReview', 'tour.reviewLanguage', 'tour.reviewBy', 'tour.travelled', 'catalogue.card'];
