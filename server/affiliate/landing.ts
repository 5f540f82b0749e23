import type { Locale } from '@/lib/i18n/config';
import { tourReference } from '@/server/catalogue/tourService';
import { attributionFor } from './service';

export type Landing = { destination: string; slug?: string };

/**
 * Where a click on /affiliate/{slug}[/{tourSlug}] (or ?tour=) leads, and whose link it credits:
 * the tour the link named (as its page lives in this language) or the home page. An unknown
 * slug, an unknown tour or the affiliate's own click still lands on a real page, crediting nobody
 * (or, for an unknown tour, landing home).
 */
export async function affiliateLanding(locale: Locale, parts: string[], tourQuery: string | undefined, sessionToken: string | undefined): Promise<Landing> {
  const [slug, tourPart] = parts;
  const tourSlug = tourPart ?? tourQuery;
  const [credited, tour] = await Promise.all([
    slug ? attributionFor(slug.toLowerCase(), sessionToken).catch(() => undefined) : undefined,
    tourSlug && parts.length <= 2 ? tourReference(locale, tourSlug).catch(() => null) : null,
  ]);
  return { destination: tour ? `/trip/${tour.slug}` : '/', ...(credited ? { slug: credited } : {}) };
}
