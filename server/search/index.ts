import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { words } from './fuzzy';
import { perCatalogueVersion } from '@/server/catalogue/perCatalogueVersion';
import { findSearchTexts } from './repository';

/**
 * The searchable catalogue, held in memory: a few hundred names. Every entity carries its
 * names in all six languages, so a German name typed on the English site still finds it.
 */
export interface SearchIndex {
  tours: { id: string; words: Set<string>; placeIds: string[]; days: number }[];
  destinations: { id: string; words: Set<string> }[];
  articles: { id: string; words: Set<string> }[];
}

/** Made again once the catalogue has changed (any instance's edit), on the next search. */
const indexPerVersion = perCatalogueVersion(buildIndex);

export function getSearchIndex(db: Kysely<Database>): Promise<SearchIndex> {
  return indexPerVersion(db, 'all');
}

async function buildIndex(db: Kysely<Database>): Promise<SearchIndex> {
  const { tourTitles: tourTexts, tourPlaces: places, placeNames: destTexts, articleTitles: articleTexts, tourDays } = await findSearchTexts(db);
  const daysOf = new Map(tourDays.map((t) => [t.id, Number(t.days)]));
  const collect = <K extends string>(rows: { key: K; text: string }[]) => {
    const map = new Map<K, Set<string>>();
    for (const { key, text } of rows) {
      const set = map.get(key) ?? new Set<string>();
      for (const w of words(text)) set.add(w);
      map.set(key, set);
    }
    return map;
  };
  const tourWords = collect(tourTexts.map((t) => ({ key: t.tour_id, text: t.title })));
  const destWords = collect(destTexts.map((d) => ({ key: d.destination_id, text: `${d.name} ${d.destination_id}` })));
  const articleWords = collect(articleTexts.map((a) => ({ key: a.article_id, text: a.title })));
  return {
    articles: [...articleWords].map(([id, set]) => ({ id, words: set })),
    tours: [...tourWords].map(([id, set]) => ({ id, words: set, placeIds: places.filter((p) => p.tour_id === id).map((p) => p.destination_id), days: daysOf.get(id) ?? 0 })),
    destinations: [...destWords].map(([id, set]) => ({ id, words: set })),
  };
}
