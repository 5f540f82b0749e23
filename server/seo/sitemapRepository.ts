import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { todayUtc } from '@/server/bookings/dates';

export type SlugRow = { id: string; locale: string; slug: string };

/** Every language's slug of every tour, destination and article: what the sitemap links to; and which places have tours. */
export async function findAllSlugs(db: Kysely<Database>): Promise<{ tours: SlugRow[]; places: SlugRow[]; articles: SlugRow[]; placesWithTours: Set<string> }> {
  const [tours, places, articles, visited] = await Promise.all([
    // Tours still on the site: an archived one is in no sitemap.
    db.selectFrom('tour_translations').innerJoin('tours', 'tours.id', 'tour_translations.tour_id').select(['tour_id as id', 'locale', 'slug']).where('tours.archived_at', 'is', null).execute(),
    db.selectFrom('destination_translations').select(['destination_id as id', 'locale', 'slug']).execute(),
    // Published articles only: dated today or earlier (a later date is a scheduled one).
    db.selectFrom('article_translations').innerJoin('articles', 'articles.id', 'article_translations.article_id')
      .select(['article_id as id', 'locale', 'slug']).where('articles.published_at', '<=', todayUtc()).execute(),
    // The places a tour still on the site goes to: another place's list has no tour to show.
    db.selectFrom('tour_destinations').innerJoin('tours', 'tours.id', 'tour_destinations.tour_id').select('destination_id').distinct().where('tours.archived_at', 'is', null).execute(),
  ]);
  return { tours, places, articles, placesWithTours: new Set(visited.map((r) => r.destination_id)) };
}

export type DatedRow = { id: string; locale?: string; date: string | null };

/**
 * When pages last changed, where the database knows it: each article (updated, else published),
 * each information document per language, and each tour the operator has edited.
 */
export async function findLastChanges(db: Kysely<Database>): Promise<{ articles: DatedRow[]; documents: DatedRow[]; tours: DatedRow[] }> {
  const [articles, documents, tours] = await Promise.all([
    db.selectFrom('articles').select(['id', 'published_at', 'updated_at']).execute(),
    db.selectFrom('info_documents').select(['id', 'locale', 'updated_at as date']).execute(),
    db.selectFrom('tours').select(['id', 'edited_at as date']).where('edited_at', 'is not', null).execute(),
  ]);
  return { articles: articles.map((a) => ({ id: a.id, date: a.updated_at ?? a.published_at })), documents, tours };
}
