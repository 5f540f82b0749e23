import type { Kysely } from 'kysely';
import type { NextApiResponse } from 'next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/config';
import { listTours } from '@/server/catalogue/tourService';
import type { Database } from '@/server/db/types';
import { findArticleSlugs } from '@/server/blog/repository';
import { findArticleTourFilters, findSlugsOf } from './catalogueEditRepository';

/** The statically generated (ISR) pages that show tour cards with their prices, in every language. */
const PRICE_PAGES = ['/', '/Landing'];

/**
 * The path Next's revalidate needs for a page in a language. It renders the page in-process with
 * no Host header (next-server's revalidate), so the language's domain cannot pick the locale:
 * the locale prefix must, as in `/de/trip/<de-slug>`. English is the default locale: no prefix.
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Every cached page an edit of the tour changes: its own page in the six languages (a language
 * without a slug of its own shows the English one), the home and landing pages, and the blog
 * articles whose "related tours" show it.
 */
export async function pagesShowingTour(db: Kysely<Database>, tourId: string): Promise<string[]> {
  const paths = await tourPagePaths(db, tourId);
  for (const page of PRICE_PAGES) for (const locale of LOCALES) paths.push(localePath(locale, page));
  for (const article of await articlesShowingTour(db, tourId)) {
    for (const locale of LOCALES) paths.push(localePath(locale, `/blog/${article.slugs[locale] ?? article.slugs.en ?? article.id}`));
  }
  return paths;
}

/** The tour's own page in the six languages (a language without a slug of its own shows the English one). */
export async function tourPagePaths(db: Kysely<Database>, tourId: string): Promise<string[]> {
  const slugs = await findSlugsOf(db, [tourId]);
  const en = slugs.find((s) => s.locale === 'en')?.slug;
  return LOCALES.flatMap((locale) => {
    const slug = slugs.find((s) => s.locale === locale)?.slug ?? en;
    return slug ? [localePath(locale, `/trip/${slug}`)] : [];
  });
}

/** Articles whose three related tours (the same query the article page runs) include the tour. */
async function articlesShowingTour(db: Kysely<Database>, tourId: string) {
  const articles = await findArticleTourFilters(db);
  const showing: { id: string; slugs: Partial<Record<string, string>> }[] = [];
  for (const a of articles) {
    const related = JSON.parse(a.related_tours) as { category?: string; destination?: string; tag?: string };
    const { tours } = await listTours('en', { sort: 'popular', category: related.category as never, destination: related.destination, tags: related.tag ? [related.tag as never] : undefined }, db, 3);
    if (!tours.some((t) => t.id === tourId)) continue;
    const slugs = await findArticleSlugs(db, a.id);
    showing.push({ id: a.id, slugs: Object.fromEntries(slugs.map((s) => [s.locale, s.slug])) });
  }
  return showing;
}

const REVALIDATE_CONCURRENCY = 3;

export type Revalidate = (path: string) => Promise<void>;

/**
 * Next's on-demand revalidation from an API route. `unstable_onlyGenerated`: a page nobody has
 * asked for since the build is not in the cache, so it is skipped (its first visitor gets it
 * fresh) instead of rendered now: a save rebuilds only the pages that are really cached.
 */
export const nextRevalidate = (res: NextApiResponse): Revalidate => (path) => res.revalidate(path, { unstable_onlyGenerated: true });

/**
 * Asks Next to rebuild each page now. A page that fails is listed, not thrown: the edit is
 * saved already, and the page still refreshes by itself within its revalidate period.
 */
export async function revalidatePages(revalidate: Revalidate, paths: string[]): Promise<{ revalidated: string[]; failed: string[] }> {
  const ok = new Set<string>();
  const reasons: string[] = [];
  let next = 0;
  // A few at a time: each is a full render of the page, on the same CPUs that serve travellers.
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      try {
        await revalidate(path);
        ok.add(path);
      } catch (err) {
        reasons.push(err instanceof Error ? err.message : String(err));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(REVALIDATE_CONCURRENCY, paths.length) }, worker));
  // With REDIS_URL the rebuilt pages are in the one page cache every instance reads (server/cache/redisCacheHandler.js).
  if (reasons.length) console.error(`[admin] ${reasons.length} of ${paths.length} pages could not be rebuilt now (they refresh within their revalidate period); first: ${reasons[0]}`);
  return { revalidated: paths.filter((p) => ok.has(p)), failed: paths.filter((p) => !ok.has(p)) };
}
