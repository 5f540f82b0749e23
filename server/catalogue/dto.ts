import type { FacetCounts } from '@/lib/catalogue/filterFields';
import type { TourDeal } from '@/lib/catalogue/deals';
import type { Locale } from '@/lib/i18n/config';
import type { PageImage } from './images';

/** A picture as pages show it: artwork or photo, with the srcset of its pre-built sizes. */
export type SiteImage = PageImage;

export interface TourCard {
  id: string;
  slug: string;
  title: string;
  category: string;
  days: number;
  nights: number;
  tripType: string;
  safariType: string;
  level: string;
  tags: string[];
  /** What a traveller pays from, per person, whole US dollars: the deal taken off when one runs today. */
  priceFrom: number;
  /** The deal running today: the price before it and its last day; null without one. */
  deal: TourDeal | null;
  rating: number | null;
  reviewsCount: number;
  places: string[];
  start: string;
  end: string;
  image: SiteImage;
  /** True when this language has no translation yet and English is shown. */
  fallback: boolean;
}

/** What a picture's <img> shows (components/ui/SiteImg.tsx): no more travels in a page's props. */
/** A picture as page props carry it: the browser works its srcset out from src (lib/images/loader.ts). */
export type ShownImage = Pick<SiteImage, 'src' | 'width' | 'height' | 'alt' | 'focus'>;
/** A card's picture: its alt text is the card's title, which the card has already. */
export type CardImage = Omit<ShownImage, 'alt'>;

/** What a tour card shows (components/tours/TourCard.tsx). */
export type TourCardView = Pick<TourCard, 'id' | 'slug' | 'title' | 'days' | 'safariType' | 'level' | 'priceFrom' | 'deal' | 'rating' | 'reviewsCount' | 'places'> & { image: CardImage };

export interface Accommodation {
  name: string;
  type: string;
  level: string;
}

export interface ItineraryDay {
  day: number;
  title: string;
  description: string;
  meals: string[];
  /** null: details to be confirmed; undefined: no night (last day). */
  accommodation: Accommodation | null | undefined;
  /** `areaKm2`: a park's (or mountain park's) size, drawn as a named area on the route map without tiles. */
  destination: { id: string; slug: string; name: string; areaKm2?: number };
  lat: number;
  lng: number;
  altitudeM: number | null;
}

export interface Review {
  id: string;
  name: string;
  country: string;
  language: string;
  rating: number;
  title: string;
  text: string;
  travelDate: string;
  createdAt: string;
  /** An invented review that fills a new site: shown labelled as such, never given to search engines. */
  sample: boolean;
}

export interface TourDetail extends TourCard {
  overview: string;
  weather: string;
  bestTime: { destination: string; text: string; highSeason: string }[];
  tips: string[];
  inclusions: string[];
  exclusions: string[];
  itinerary: ItineraryDay[];
  accommodations: (Accommodation & { nights: number })[];
  gallery: SiteImage[];
  reviews: Review[];
  /** When the tour has no reviews yet: reviews of trips of the same kind (shown as such). */
  similarReviews: Review[];
  /** The tour's rating from travellers' approved reviews (no samples), for structured data; null without any. */
  travellerRating: { average: number; count: number } | null;
  route: string | null;
  /** False while the operator has paused the tour: the page says so and offers no booking. */
  available: boolean;
  /** The tour's slug on each language's domain, for the language menu and hreflang. */
  alternates: Partial<Record<Locale, string>>;
  /** The languages the tour's text is published in: hreflang and sitemaps name only these, and another domain's page (English text) is not indexed. */
  translatedIn: Locale[];
}

export interface DestinationCard {
  id: string;
  slug: string;
  name: string;
  summary: string;
  group: string;
  /** From travellers' reviews of the tours that go there; null while there are none. */
  rating: number | null;
  bestTime: string;
  highSeason: string;
  toursCount: number;
  lat: number;
  lng: number;
  image: SiteImage;
  fallback: boolean;
}

/** What a destination card shows (components/destinations/DestinationCard.tsx). */
export type DestinationCardView = Pick<DestinationCard, 'id' | 'slug' | 'name' | 'rating' | 'toursCount' | 'bestTime'> & { image: CardImage };

export interface DestinationDetail extends DestinationCard {
  description: string;
  highlights: string[];
  altitudeM: number | null;
  areaKm2: number | null;
  bestMonths: number[];
  highSeasonMonths: number[];
  tours: TourCard[];
  alternates: Partial<Record<Locale, string>>;
  /** Its tour list on this domain, as links name it. */
  toursPath: string;
}

export interface TourPage {
  tours: TourCard[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

/** A page of the filtered list with, per filter option, how many tours it would give (see facetService). */
export interface FilteredTourPage extends TourPage {
  facets: FacetCounts;
}

/** The same page as the list shows it: each tour as its card (the list page's props carry only that). */
export type ShownTourPage = Omit<FilteredTourPage, 'tours'> & { tours: TourCardView[] };
