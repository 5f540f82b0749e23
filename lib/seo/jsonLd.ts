import { SITE } from '@/config/site';
import type { Locale } from '@/lib/i18n/config';
import { absoluteUrl, siteOrigin } from '@/lib/i18n/origins';
import type { DestinationDetail, Review, TourDetail } from '@/server/catalogue/dto';

// Structured data for search engines, written into the served HTML's head (components/layout/
// StructuredData.tsx). Pages with more than the agency build it on the server and pass it as
// `jsonLd`; the tour page builds it in the page from the tour it already carries, rather than
// sending that text twice; the others get the agency from the layout (pageStructuredData).

type Thing = Record<string, unknown>;

/** Where the agency and its logo live: a raster logo, as search engines want it (public/logo.png, 512 px square). */
export const LOGO_PATH = '/logo.png';

/**
 * The operator, without any rating or review of itself: search engines ignore or penalise
 * ratings a business gives itself, so ratings stay on the tours they are about (tourProduct).
 */
export function travelAgency(locale: Locale): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${siteOrigin(locale)}/#organization`,
    name: SITE.brand,
    url: `${siteOrigin(locale)}/`,
    logo: absoluteUrl(locale, LOGO_PATH),
    telephone: SITE.phone,
    email: SITE.email,
    address: { '@type': 'PostalAddress', streetAddress: 'Njiro Road', addressLocality: 'Arusha', addressCountry: 'TZ' },
    areaServed: { '@type': 'Country', name: 'Tanzania' },
  };
}

/**
 * What a page's head carries: the structured data its props name or, for a page that names none,
 * the plain agency, which the layout writes from the language alone (no copy in every page's props).
 */
export const pageStructuredData = (locale: Locale, jsonLd: Thing[] | undefined): Thing[] => jsonLd ?? [travelAgency(locale)];

const travellers = (reviews: Review[]) => reviews.filter((r) => !r.sample);

/**
 * A date as schema.org wants it, with its time zone: a bare day (the blog's, the seed's) is that
 * day's start in Arusha (UTC+3 all year); a timestamp that names its zone is kept as it is.
 */
export function zonedDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+03:00` : value;
}

const aggregate = (average: number, count: number) => ({
  '@type': 'AggregateRating',
  ratingValue: Math.round(average * 10) / 10,
  reviewCount: count,
  bestRating: 5,
  worstRating: 1,
});

const review = (r: Review): Thing => ({
  '@type': 'Review',
  author: { '@type': 'Person', name: r.name },
  datePublished: zonedDate(r.createdAt),
  name: r.title,
  reviewBody: r.text,
  inLanguage: r.language,
  reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
});

export function breadcrumbs(locale: Locale, items: { name: string; path: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: absoluteUrl(locale, item.path) })),
  };
}

/** What a tour's structured data says: the tour, its page on this domain and its picture's own path. */
export type TripLdInput = Pick<TourDetail, 'title' | 'overview' | 'itinerary' | 'priceFrom' | 'deal' | 'days' | 'reviews' | 'travellerRating'> & { path: string; image: string };

/** A tour as a trip: its places in order and who runs it (a TouristTrip has no language of its own: the page has). */
export function touristTrip(locale: Locale, tour: TripLdInput): Thing {
  const url = absoluteUrl(locale, tour.path);
  const places = [...new Map(tour.itinerary.map((d) => [d.destination.id, d.destination.name])).values()];
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name: tour.title,
    description: tour.overview,
    url,
    image: absoluteUrl(locale, tour.image),
    itinerary: { '@type': 'ItemList', itemListElement: places.map((name, i) => ({ '@type': 'ListItem', position: i + 1, item: { '@type': 'Place', name } })) },
    provider: { '@id': `${siteOrigin(locale)}/#organization` },
  };
}

/**
 * The same tour as what is sold: a Product is where search engines read an offer's price and a
 * rating for rich results (an Offer on a TouristTrip gives none). Its rating and reviews are the
 * tour's own travellers' (never samples). `offerDescription`: what the price is for, in the page's words.
 */
export function tourProduct(locale: Locale, tour: TripLdInput, offerDescription: string): Thing {
  const reviews = travellers(tour.reviews);
  const url = absoluteUrl(locale, tour.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    // No description: the TouristTrip beside it carries the overview (the page's bytes count).
    name: tour.title,
    url,
    image: absoluteUrl(locale, tour.image),
    brand: { '@type': 'Brand', name: SITE.brand },
    offers: {
      '@type': 'Offer',
      price: tour.priceFrom,
      priceCurrency: 'USD',
      // A deal's price holds until its last day.
      ...(tour.deal ? { priceValidUntil: tour.deal.endsOn } : {}),
      url,
      availability: 'https://schema.org/InStock',
      // In the page's language (walked: English on every domain): "4 Tage, pro Person bei Doppelbelegung".
      description: offerDescription,
      seller: { '@id': `${siteOrigin(locale)}/#organization` },
    },
    ...(tour.travellerRating ? { aggregateRating: aggregate(tour.travellerRating.average, tour.travellerRating.count) } : {}),
    ...(reviews.length ? { review: reviews.slice(0, 5).map(review) } : {}),
  };
}

/** A blog article, with its author and dates. */
export function article(locale: Locale, a: { title: string; excerpt: string; publishedAt: string; updatedAt: string | null; author: { name: string }; image: { original: string }; path: string }): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.excerpt,
    inLanguage: locale,
    datePublished: zonedDate(a.publishedAt),
    dateModified: zonedDate(a.updatedAt ?? a.publishedAt),
    author: { '@type': 'Person', name: a.author.name },
    image: absoluteUrl(locale, a.image.original),
    mainEntityOfPage: absoluteUrl(locale, a.path),
  };
}

export function touristDestination(locale: Locale, d: DestinationDetail): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristDestination',
    name: d.name,
    description: d.summary,
    url: absoluteUrl(locale, d.alternates[locale] ?? `/CountryPark?destination=${d.slug}`),
    image: absoluteUrl(locale, d.image.original),
    geo: { '@type': 'GeoCoordinates', latitude: d.lat, longitude: d.lng },
    touristType: d.highlights.slice(0, 3),
  };
}
