import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database>;

/** Every name the search index reads: tour and article titles and place names in all languages, where tours go and how long they last. */
export async function findSearchTexts(db: Db) {
  const [tourTitles, tourPlaces, placeNames, articleTitles, tourDays] = await Promise.all([
    db.selectFrom('tour_translations').select(['tour_id', 'title']).execute(),
    db.selectFrom('tour_destinations').select(['tour_id', 'destination_id']).execute(),
    db.selectFrom('destination_translations').select(['destination_id', 'name']).execute(),
    db.selectFrom('article_translations').select(['article_id', 'title']).execute(),
    db.selectFrom('tours').select(['id', 'days']).execute(),
  ]);
  return { tourTitles, tourPlaces, placeNames, articleTitles, tourDays };
}
