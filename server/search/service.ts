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

/** Each typed word's best match in each document, worked out once per search (the fuzzy match is the costly part). */
type Scores = Map<Doc, number[]>;
const scoresOf = (q: string[], docs: Doc[][]): Scores => new Map(docs.flat().map((d) => [d, q.map((w) => bestWordScore(w, d.words))]));

/** What each typed word is worth in a collection: rare words more than common ones; a word found nowhere nothing. */
function weights(q: string[], scores: Scores): number[] {
  const all = [...scores.values()];
  return q.map((_, i) => {
    const found = all.filter((s) => s[i]! > 0).length;
    return found ? Math.log(1 + all.length / found) : 0;
  });
}

/** A document's weighted match of the typed words. */
const weighted = (scores: Scores, d: Doc, w: number[]) => scores.get(d)!.reduce((sum, score, i) => sum + w[i]! * score, 0);

const ranked = (matches: Match[]) => matches.filter((m) => m.score > 0).sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));

function scoreAll(docs: Doc[], scores: Scores, w: number[]): Match[] {
  const total = w.reduce((a, b) => a + b, 0);
  if (!total) return [];
  return ranked(docs.map((d) => ({ id: d.id, score: weighted(scores, d, w) / total })));
}

/** One collection on its own: its words weighed within it. */
const searchIn = (docs: Doc[], q: string[]) => {
  const scores = scoresOf(q, [docs]);
  return scoreAll(docs, scores, weights(q, scores));
};

const queryOf = (text: string) => {
  const { days, rest } = dayCount(text);
  return { days, q: words(rest) };
};

/** Destinations whose names (in any language) match the text, best first. */
export async function searchDestinations(text: string, db: Kysely<Database> = getDb()): Promise<Match[]> {
  const { q } = queryOf(text);
  if (!q.length) return [];
  return searchIn((await getSearchIndex(db)).destinations, q);
}

/** Tours matching by their title (in any language), by a place they visit, and by their length; best first. */
export async function searchTours(text: string, db: Kysely<Database> = getDb()): Promise<Match[]> {
  const { days, q } = queryOf(text);
  if (!q.length && !days) return [];
  const index = await getSearchIndex(db);
  const scores = scoresOf(q, [index.tours, index.destinations]);
  const w = weights(q, scores);
  const places = new Map(scoreAll(index.destinations, scores, w).map((d) => [d.id, d.score]));
  const textTotal = w.reduce((a, b) => a + b, 0);
  // The length counts as much as the most telling word (or is all there is to go by).
  const dayWeight = days ? Math.max(1, ...w) : 0;
  const total = textTotal + dayWeight;
  if (!total) return [];
  return ranked(
    index.tours.map((t) => {
      const byTitle = weighted(scores, t, w);
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
  return searchIn((await getSearchIndex(db)).articles, q);
}
