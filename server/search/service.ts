import type { Kysely } from 'kysely';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { dayCount } from './dayCount';
import { bestWordScore, words } from './fuzzy';
import { getSearchIndex } from './index';

// Search finds ids and scores only; the catalogue and the blog turn them into cards.
//
// Every typed word is optional but ranked: a result matching some of the words is found, one
// matching more of them (or the rarer ones: "Serengeti" says more than "safari") comes first. A
// word that matches nothing ("plongée", "trip") costs nothing. A length of trip ("5 Tage", "7 jours")
// is read as a number of days: tours of that length rank first, and alone it finds only them.

export interface Match {
  id: string;
  /** 0 to 1: how well the typed words match its names (and its length, when one was typed). */
  score: number;
}

type Doc = { id: string; words: Set<string> };

/** What each typed word is worth in a collection: rare words more than common ones; a word found nowhere nothing. */
function weights(q: string[], docs: Doc[][]): number[] {
  const all = docs.flat();
  return q.map((w) => {
    const found = all.filter((d) => bestWordScore(w, d.words) > 0).length;
    return found ? Math.log(1 + all.length / found) : 0;
  });
}

const ranked = (matches: Match[]) => matches.filter((m) => m.score > 0).sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));

function scoreAll(docs: Doc[], q: string[], w: number[]): Match[] {
  const total = w.reduce((a, b) => a + b, 0);
  if (!total) return [];
  return ranked(docs.map((d) => ({ id: d.id, score: q.reduce((sum, word, i) => sum + w[i]! * bestWordScore(word, d.words), 0) / total })));
}

const queryOf = (text: string) => {
  const { days, rest } = dayCount(text);
  return { days, q: words(rest) };
};

/** Destinations whose names (in any language) match the text, best first. */
export async function searchDestinations(text: string, db: Kysely<Database> = getDb()): Promise<Match[]> {
  const { q } = queryOf(text);
  if (!q.length) return [];
  const { destinations } = await getSearchIndex(db);
  return scoreAll(destinations, q, weights(q, [destinations]));
}

/** Tours matching by their title (in any language), by a place they visit, and by their length; best first. */
export async function searchTours(text: string, db: Kysely<Database> = getDb()): Promise<Match[]> {
  const { days, q } = queryOf(text);
  if (!q.length && !days) return [];
  const index = await getSearchIndex(db);
  const w = weights(q, [index.tours, index.destinations]);
  const places = new Map(scoreAll(index.destinations, q, w).map((d) => [d.id, d.score]));
  const textTotal = w.reduce((a, b) => a + b, 0);
  // The length counts as much as the most telling word (or is all there is to go by).
  const dayWeight = days ? Math.max(1, ...w) : 0;
  const total = textTotal + dayWeight;
  if (!total) return [];
  return ranked(
    index.tours.map((t) => {
      const byTitle = q.reduce((sum, word, i) => sum + w[i]! * bestWordScore(word, t.words), 0);
      const byPlace = Math.max(0, ...t.placeIds.map((p) => (places.get(p) ?? 0) * 0.95)) * textTotal;
      const text = Math.max(byTitle, byPlace);
      // Without a word that matches, a tour of the right length is found only when no word was typed.
      if (q.length && textTotal && !text) return { id: t.id, score: 0 };
      return { id: t.id, score: (text + (days && t.days === days ? dayWeight : 0)) / total };
    }),
  );
}

/** Articles whose title (in any language) matches, best first. */
export async function searchArticles(text: string, db: Kysely<Database> = getDb()): Promise<Match[]> {
  const { q } = queryOf(text);
  if (!q.length) return [];
  const { articles } = await getSearchIndex(db);
  return scoreAll(articles, q, weights(q, [articles]));
}
