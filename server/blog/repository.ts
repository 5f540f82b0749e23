import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { todayUtc } from '@/server/bookings/dates';
import { findSlugOwner } from '@/server/slugs/repository';

type Db = Kysely<Database>;

// Publish dates are stored as YYYY-MM-DD: an article dated after todayUtc() is scheduled, not shown yet.

/**
 * Articles published in `locale` (a language's domain shows an article only once it has its own
 * text there) and dated today or earlier; newest first. English beside them for the body's fallback.
 */
function base(db: Db, locale: string) {
  return db
    .selectFrom('articles as a')
    .innerJoin('article_translations as al', (j) => j.onRef('al.article_id', '=', 'a.id').on('al.locale', '=', locale))
    .leftJoin('article_translations as ae', (j) => j.onRef('ae.article_id', '=', 'a.id').on('ae.locale', '=', 'en'))
    .leftJoin('media as m', 'm.id', 'a.cover_media_id')
    .select((eb) => [
      'a.id', 'a.category', 'a.author', 'a.published_at', 'a.updated_at', 'a.banner', 'a.art', 'a.art_seed', 'a.related_tours', 'a.related_articles',
      eb.fn.coalesce('al.slug', 'ae.slug').as('slug'),
      eb.fn.coalesce('al.title', 'ae.title').as('title'),
      eb.fn.coalesce('al.excerpt', 'ae.excerpt').as('excerpt'),
      eb.fn.coalesce('al.reading_minutes', 'ae.reading_minutes').as('reading_minutes'),
      'al.locale as translated',
      'm.id as cover_id', 'm.width as cover_width', 'm.height as cover_height', 'm.focal_x as cover_focal_x', 'm.focal_y as cover_focal_y',
    ])
    .where('a.published_at', '<=', todayUtc())
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id');
}

export type ArticleRow = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

/** How many articles a language's blog lists (in one category, or all). */
export async function countArticles(db: Db, locale: string, category?: string) {
  let q = db.selectFrom('articles as a')
    .innerJoin('article_translations as al', (j) => j.onRef('al.article_id', '=', 'a.id').on('al.locale', '=', locale))
    .where('a.published_at', '<=', todayUtc())
    .select((eb) => eb.fn.countAll<number>().as('n'));
  if (category) q = q.where('a.category', '=', category);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export async function findArticles(db: Db, locale: string, category: string | undefined, limit: number, offset: number) {
  const page = base(db, locale);
  const [rows, total] = await Promise.all([(category ? page.where('a.category', '=', category) : page).limit(limit).offset(offset).execute(), countArticles(db, locale, category)]);
  return { rows, total };
}

export const findBannerArticles = (db: Db, locale: string) => base(db, locale).where('a.banner', '=', 1).execute();

export const findArticlesByIds = (db: Db, locale: string, ids: string[]) => (ids.length ? base(db, locale).where('a.id', 'in', ids).execute() : Promise.resolve([]));

/** By its slug in the language, or by anything that ever led to it (id, another language's slug, an old slug). */
export async function findArticle(db: Db, locale: string, key: string) {
  const id = await findSlugOwner(db, 'article', locale, key);
  return id ? base(db, locale).select(['ae.body as en_body', 'al.body as body']).where('a.id', '=', id).executeTakeFirst() : undefined;
}

export const findArticleSlugs = (db: Db, id: string) =>
  db.selectFrom('article_translations').select(['locale', 'slug']).where('article_id', '=', id).execute();
