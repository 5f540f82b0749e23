import type { Kysely } from 'kysely';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { matchScore, words } from './fuzzy';
import { getSearchIndex, type SearchIndex } from './index';

// Search finds ids and scores only; the catalogue and the blog turn them into cards.

/** A result needs most of what was typed to match; one stray word does not sink it. */
const THRESHOLD = 0.7;

export interface Match {
  id: string;
  /** 0 to 1: how well the typed words match its names. */
  score: number;
}

const best = (matches: Match[]) => matches.filter((m) => m.score >= THRESHOLD).sort((a, b) => b.score - a.score);

function scoreAll(entries: SearchIndex['destinations'], q: string[]): Match[] {
  return best(entries.map((e) => ({ id: e.id, score: matchScore(q, e.words) })));
}

/** Destinations whose names (in any language) match the text, best first. */
export async function searchDestinations(text: string, db: Kysely<Database> = getDb()): Promise<Match[]> {
  const q = words(text);
  return q.length ? scoreAll((await getSearchIndex(db)).destinations, q) : [];
}

/** Tours matching by their title (in any language), or by a place they visit; best first. */
export async function searchTours(text: string, db: Kysely<Database> = getDb()): Promise<Match[]> {
  const q = words(text);
  if (!q.length) return [];
  const index = await getSearchIndex(db);
  const places = new Map(scoreAll(index.destinations, q).map((d) => [d.id, d.score]));
  return best(index.tours.map((t) => ({ id: t.id, score: Math.max(matchScore(q, t.words), ...t.placeIds.map((p) => (places.get(p) ?? 0) * 0.95)) })));
}

/** Articles whose title (in any language) matches, best first. */
export async function searchArticles(text: string, db: Kysely<Database> = getDb()): Promise<Match[]> {
  const q = words(text);
  return q.length ? scoreAll((await getSearchIndex(db)).articles, q) : [];
}
