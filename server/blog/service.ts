import type { Kysely } from 'kysely';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { TEAM } from '@/server/db/seed/info/team';
import type { Block } from '@/server/db/seed/blog/types';
import type { ArtKind } from '@/server/db/seed/catalogue/types';
import { destinationImage, photoImage, type PageImage } from '@/server/catalogue/images';
import { mediaUrl } from '@/server/media/photoView';
import type { CardImage, TourCard } from '@/server/catalogue/dto';
import { listTours } from '@/server/catalogue/tourService';
import { notFound } from '@/server/http/errors';
import { countArticles, findArticle, findArticleSlugs, findArticles, findArticlesByIds, findBannerArticles, type ArticleRow } from './repository';

export const BLOG_PAGE_SIZE = 9;

export interface ArticleCard {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: { name: string; role: string };
  publishedAt: string;
  updatedAt: string | null;
  readingMinutes: number;
  image: PageImage;
  fallback: boolean;
}

/** What an article card shows (components/blog/ArticleCard.tsx). */
export type ArticleCardView = Pick<ArticleCard, 'id' | 'slug' | 'title' | 'excerpt' | 'category' | 'publishedAt' | 'readingMinutes'> & { image: CardImage };

export interface ArticleDetail extends ArticleCard {
  body: Block[];
  relatedTours: TourCard[];
  relatedArticles: ArticleCard[];
  alternates: Partial<Record<Locale, string>>;
  /** The languages the article is published in: the only ones its hreflang and sitemaps name. */
  translatedIn: Locale[];
}

function toCard(row: ArticleRow): ArticleCard {
  const author = TEAM.find((m) => m.id === row.author) ?? { name: row.author, category: 'other' };
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    author: { name: author.name, role: author.category },
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    readingMinutes: Number(row.reading_minutes),
    // The office's cover photo when one is chosen, else the article's drawing.
    image: row.cover_id
      ? photoImage({ url: mediaUrl(row.cover_id, Number(row.cover_width)), width: Number(row.cover_width), height: Number(row.cover_height), alt: { en: row.title }, focalX: Number(row.cover_focal_x), focalY: Number(row.cover_focal_y) }, 'en')
      : destinationImage(row.art_seed, row.art as ArtKind, row.title),
    fallback: row.translated === null,
  };
}

/** A blog of `total` articles has this many pages (at least one, saying it is empty). */
const pagesOf = (total: number) => Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));

/** GET /api/blogs and /api/blogbycategory: a page of articles, newest first, optionally of one category. */
export async function listArticles(locale: Locale, { category, page = 1 }: { category?: string; page?: number }, db: Kysely<Database> = getDb()) {
  const { rows, total } = await findArticles(db, locale, category && category !== 'all' ? category : undefined, BLOG_PAGE_SIZE, (page - 1) * BLOG_PAGE_SIZE);
  return { articles: rows.map(toCard), total, page, pages: pagesOf(total) };
}

/** How many pages a language's whole blog has (its other pages' hreflang asks each language). */
export async function articlePages(locale: Locale, db: Kysely<Database> = getDb()) {
  return pagesOf(await countArticles(db, locale));
}

export async function latestArticles(locale: Locale, limit = 3, db: Kysely<Database> = getDb()) {
  return (await findArticles(db, locale, undefined, limit, 0)).rows.map(toCard);
}

export async function bannerArticles(locale: Locale, db: Kysely<Database> = getDb()) {
  return (await findBannerArticles(db, locale)).map(toCard);
}

/** An article with its body, related tours and posts; unknown is a 404. */
export async function getArticle(locale: Locale, key: string, db: Kysely<Database> = getDb()): Promise<ArticleDetail> {
  const row = await findArticle(db, locale, key);
  if (!row) throw notFound();
  const related = JSON.parse(row.related_tours) as { category?: string; destination?: string; tag?: string };
  const [slugs, tours, posts] = await Promise.all([
    findArticleSlugs(db, row.id),
    listTours(locale, { sort: 'popular', category: related.category as never, destination: related.destination, tags: related.tag ? [related.tag as never] : undefined }, db, 3),
    findArticlesByIds(db, locale, JSON.parse(row.related_articles) as string[]),
  ]);
  const own = new Set(slugs.map((s) => s.locale));
  return {
    ...toCard(row),
    body: JSON.parse(row.body ?? row.en_body) as Block[],
    relatedTours: tours.tours,
    relatedArticles: posts.map(toCard),
    // A language the article is not published in: its menu entry leads to that domain's blog.
    alternates: Object.fromEntries(LOCALES.map((l) => [l, own.has(l) ? `/blog/${slugs.find((s) => s.locale === l)!.slug}` : '/Blogs'])),
    translatedIn: LOCALES.filter((l) => own.has(l)),
  };
}
