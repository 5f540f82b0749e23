import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';

export type SlugRow = { id: string; locale: string; slug: string };

/** Every language's slug of every tour, destination and article: what the sitemap links to. */
export async function findAllSlugs(db: Kysely<Database>): Promise<{ tours: SlugRow[]; places: SlugRow[]; articles: SlugRow[] }> {
  const [tours, places, articles] = await Promise.all([
    db.selectFrom('tour_translations').select(['tour_id as id', 'locale', 'slug']).execute(),
    db.selectFrom('destination_translations').select(['destination_id as id', 'locale', 'slug']).execute(),
    db.selectFrom('article_translations').select(['article_id as id', 'locale', 'slug']).execute(),
  ]);
  return { tours, places, articles };
}
