import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/config';
import { findArticlesByIds } from '@/server/blog/repository';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { searchArticles, searchDestinations } from '@/server/search/service';
import { listDestinations } from './destinationService';
import type { DestinationCard, TourCard } from './dto';
import { listTours } from './tourService';

export interface SiteSearchResult {
  query: string;
  tours: TourCard[];
  totalTours: number;
  destinations: DestinationCard[];
  articles: { title: string; url: string }[];
}

const TOURS_SHOWN = 24;
const DESTINATIONS_SHOWN = 8;
const ARTICLES_SHOWN = 8;

/**
 * GET /api/site-search and /Search: the search's matches as tours, destinations and articles in the
 * host's language. Its tours are the tour list's for the same text (?q=), listed the same way: the
 * count beside "see all" is the one the list then shows.
 */
export async function siteSearch(locale: Locale, text: string, db: Kysely<Database> = getDb()): Promise<SiteSearchResult> {
  const [tourPage, places, articles] = await Promise.all([listTours(locale, { q: text }, db, TOURS_SHOWN), searchDestinations(text, db), searchArticles(text, db)]);
  if (!tourPage.total && !places.length && !articles.length) return { query: text, tours: [], totalTours: 0, destinations: [], articles: [] };
  const articleIds = articles.slice(0, ARTICLES_SHOWN).map((a) => a.id);
  const [allPlaces, articleRows] = await Promise.all([
    listDestinations(locale, db),
    findArticlesByIds(db, locale, articleIds),
  ]);
  const placeById = new Map(allPlaces.map((d) => [d.id, d]));
  const articleById = new Map(articleRows.map((r) => [r.id, r]));
  return {
    query: text,
    tours: tourPage.tours,
    totalTours: tourPage.total,
    destinations: places.map((d) => placeById.get(d.id)).filter((d): d is DestinationCard => !!d).slice(0, DESTINATIONS_SHOWN),
    articles: articleIds.map((id) => articleById.get(id)).filter((r) => !!r).map((r) => ({ title: r.title, url: `/blog/${r.slug}` })),
  };
}
