import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/config';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { listDestinations } from '@/server/catalogue/destinationService';
import { tourCardsByIds } from '@/server/catalogue/tourService';
import type { DestinationCard, TourCard } from '@/server/catalogue/dto';
import { matchScore, words } from './fuzzy';
import { getSearchIndex } from './index';

/** A result needs most of what was typed to match; one stray word does not sink it. */
const THRESHOLD = 0.7;

export interface SiteSearchResult {
  query: string;
  tours: TourCard[];
  totalTours: number;
  destinations: DestinationCard[];
  articles: { title: string; url: string }[];
}

/** Destinations whose names (in any language) match the text, best first. */
async function matchDestinations(q: string[], db: Kysely<Database>) {
  const index = await getSearchIndex(db);
  return index.destinations
    .map((d) => ({ id: d.id, score: matchScore(q, d.words) }))
    .filter((d) => d.score >= THRESHOLD)
    .sort((a, b) => b.score - a.score);
}

/** Tours matching by their title, or by a place they visit; best first. */
export async function searchTourIds(locale: Locale, text: string, db: Kysely<Database> = getDb()): Promise<string[]> {
  void locale; // titles of every language are in the index
  const q = words(text);
  if (!q.length) return [];
  const index = await getSearchIndex(db);
  const places = new Map((await matchDestinations(q, db)).map((d) => [d.id, d.score]));
  return index.tours
    .map((t) => ({ id: t.id, score: Math.max(matchScore(q, t.words), ...t.placeIds.map((p) => (places.get(p) ?? 0) * 0.95)) }))
    .filter((t) => t.score >= THRESHOLD)
    .sort((a, b) => b.score - a.score)
    .map((t) => t.id);
}

/** Articles whose title (in any language) matches, in the host's language, best first. */
async function matchArticles(locale: Locale, q: string[], db: Kysely<Database>) {
  const index = await getSearchIndex(db);
  const ids = index.articles
    .map((a) => ({ id: a.id, score: matchScore(q, a.words) }))
    .filter((a) => a.score >= THRESHOLD)
    .sort((a, b) => b.score - a.score)
    .map((a) => a.id)
    .slice(0, 8);
  const rows = await db
    .selectFrom('article_translations as t')
    .select(['t.article_id', 't.locale', 't.title', 't.slug'])
    .where('t.article_id', 'in', ids.length ? ids : [''])
    .where('t.locale', 'in', [locale, 'en'])
    .execute();
  return ids
    .map((id) => rows.find((r) => r.article_id === id && r.locale === locale) ?? rows.find((r) => r.article_id === id))
    .filter((r): r is NonNullable<typeof r> => !!r)
    .map((r) => ({ title: r.title, url: `/blog/${r.slug}` }));
}

/** GET /api/site-search and /Search: tours, destinations and articles in the host's language. */
export async function siteSearch(locale: Locale, text: string, db: Kysely<Database> = getDb()): Promise<SiteSearchResult> {
  const q = words(text);
  if (!q.length) return { query: text, tours: [], totalTours: 0, destinations: [], articles: [] };
  const [tourIds, destMatches] = await Promise.all([searchTourIds(locale, text, db), matchDestinations(q, db)]);
  const all = new Map((await listDestinations(locale, db)).map((d) => [d.id, d]));
  return {
    query: text,
    tours: await tourCardsByIds(locale, tourIds.slice(0, 24), db),
    totalTours: tourIds.length,
    destinations: destMatches.map((d) => all.get(d.id)!).filter(Boolean).slice(0, 8),
    articles: await matchArticles(locale, q, db),
  };
}
