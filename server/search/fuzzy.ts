import { foldText } from '@/lib/text/slugify';

/** Words of a text, folded (case, accents) so "Kilimandscharo" and "kilimandscharo" are one word. */
export function words(text: string): string[] {
  return foldText(text).split(/[^a-z0-9]+/).filter((w) => w.length >= 2);
}

/** Edit distance, stopping early once it exceeds `max` (the only distances that matter here). */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length];
}

/** How well a typed word matches a word of a name: exact, start of it, or a small typo. */
export function wordScore(typed: string, word: string): number {
  if (typed === word) return 1;
  if (typed.length >= 3 && word.startsWith(typed)) return 0.9;
  const allowed = typed.length >= 8 ? 2 : typed.length >= 4 ? 1 : 0;
  if (allowed && distance(typed, word, allowed) <= allowed) return allowed === 1 ? 0.85 : 0.75;
  return 0;
}

/** A typed word's best match among a document's words (0 to 1). */
export function bestWordScore(typed: string, docWords: Set<string>): number {
  let best = 0;
  for (const w of docWords) {
    best = Math.max(best, wordScore(typed, w));
    if (best === 1) break;
  }
  return best;
}

/** A query against a document's words: the mean of each typed word's best match (0 to 1). */
export function matchScore(queryWords: string[], docWords: Set<string>): number {
  if (!queryWords.length) return 0;
  let total = 0;
  for (const q of queryWords) {
    let best = 0;
    for (const w of docWords) {
      best = Math.max(best, wordScore(q, w));
      if (best === 1) break;
    }
    total += best;
  }
  return total / queryWords.length;
}
