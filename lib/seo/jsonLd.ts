import { SITE } from '@/config/site';
import type { Locale } from '@/lib/i18n/config';
import { absoluteUrl, siteOrigin } from '@/lib/i18n/origins';
import type { DestinationDetail, Review, TourDetail } from '@/server/catalogue/dto';

// Structured data for search engines, written into the served HTML's head (components/layout/
// StructuredData.tsx). Pages with more than the agency build it on the server and pass it as
// `jsonLd`; the tour page builds it in the page from the tour it already carries, rather than
// sending that text twice; the others get the agency from the layout (pageStructuredData).

type Thing = Record<string, unknown>;

/**
 * The operator; with its rating and, where a page shows them, the reviews behind it. Both must be
 * travellers' approved reviews: `rating` from travellerReviewStats, and samples are dropped here,
 * since invented reviews in rich results break search engines' rules and consumer law.
 */
export function travelAgency(locale: Locale, rating?: { average: number; count: number }, shown: Review[] = []): Thing {
  const reviews = travellers(shown);
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${siteOrigin(locale)}/#organization`,
    name: SITE.brand,
    url: `${siteOrigin(locale)}/`,
    logo: absoluteUrl(locale, '/favicon.svg'),
    telephone: SITE.phone,
    email: SITE.email,
    address: { '@type': 'PostalAddress', streetAddress: 'Njiro Road', addressLocality: 'Arusha', addressCountry: 'TZ' },
    areaServed: { '@type': 'Country', name: 'Tanzania' },
    ...(rating && rating.count ? { aggregateRating: aggregate(rating.average, rating.count) } : {}),
    ...(reviews.length ? { review: reviews.map(review) } : {}),
  };
}

/**
 * What a page's head carries: the structured data its props name or, for a page that names none,
 * the plain agency, which the layout writes from the language alone (no copy in every page's props).
 */
export const pageStructuredData = (locale: Locale, jsonLd: Thing[] | undefined): Thing[] => jsonLd ?? [travelAgency(locale)];

/** A page's `jsonLd` prop for its agency: none when it is the plain one, which the layout writes anyway. */
export const agencyLdProps = (agency: Thing): { jsonLd?: Thing[] } => ('aggregateRating' in agency || 'review' in agency ? { jsonLd: [agency] } : {});

const travellers = (reviews: Review[]) => reviews.filter((r) => !r.sample);

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
  datePublished: r.createdAt,
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
export type TripLdInput = Pick<TourDetail, 'title' | 'overview' | 'itinerary' | 'priceFrom' | 'days' | 'reviews' | 'travellerRating'> & { path: string; image: string };

/** A tour: its places in order, its price from as an offer, its own travellers' reviews (never samples). */
export function touristTrip(locale: Locale, tour: TripLdInput): Thing {
  const reviews = travellers(tour.reviews);
  const url = absoluteUrl(locale, tour.path);
  const places = [...new Map(tour.itinerary.map((d) => [d.destination.id, d.destination.name])).values()];
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.title,
    description: tour.overview,
    url,
    image: absoluteUrl(locale, tour.image),
    inLanguage: locale,
    itinerary: { '@type': 'ItemList', itemListElement: places.map((name, i) => ({ '@type': 'ListItem', position: i + 1, item: { '@type': 'Place', name } })) },
    provider: { '@id': `${siteOrigin(locale)}/#organization` },
    offers: {
      '@type': 'Offer',
      price: tour.priceFrom,
      priceCurrency: 'USD',
      url,
      availability: 'https://schema.org/InStock',
      description: `${tour.days} days, price from per person, two sharing`,
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
    datePublished: a.publishedAt,
    dateModified: a.updatedAt ?? a.publishedAt,
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
