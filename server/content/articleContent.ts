import { articleContentEntry, articleCreate, articleSettings, type ArticleContentEntry } from '@/lib/admin/contentSchemas';
import { isLocale, type Locale } from '@/lib/i18n/config';
import type { Operator } from '@/server/admin/operatorService';
import { localePath, revalidatePages, type Revalidate } from '@/server/admin/tourPages';
import { todayUtc } from '@/server/bookings/dates';
import { getDb } from '@/server/db/connection';
import { readingMinutes } from '@/server/db/seed/blog';
import type { Block } from '@/server/db/seed/blog/types';
import { AppError, notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { findMedia } from '@/server/media/mediaRepository';
import { toPhoto } from '@/server/media/photoView';
import { withDatabase } from '@/server/leads/write';
import { recordSlugMove, refuseTakenSlug } from '@/server/slugs/slugMoves';
import { getContent, publishDraft, restoreRevision, revisionsOf, saveDraft, type ContentKind } from './contentItems';
import { languageStates } from './itemStates';

// An article's text per language (title, address, excerpt, body) in the content studio
// (contentItems.ts). Its live row is article_translations: a language's domain shows the article
// only once that language is published, and only from its publish date on.

/** A photo in a text (an article's, an information page's) is one of the library's. */
export async function refuseUnknownPhotos(db: Parameters<ContentKind<unknown>['exists']>[0], body: { type: string; media?: string }[]): Promise<void> {
  for (const block of body) if (block.type === 'photo' && !(await findMedia(db, block.media!))) throw new AppError(400, 'invalid_input', 'api.invalidInput', { body: 'validation.invalid' });
}

export const ARTICLE_TEXT: ContentKind<ArticleContentEntry> = {
  kind: 'article',
  schema: articleContentEntry,
  blank: { title: '', slug: '', excerpt: '', body: [] },
  exists: async (db, id) => Boolean(await db.selectFrom('articles').select('id').where('id', '=', id).executeTakeFirst()),
  live: async (db, id) => {
    const rows = await db.selectFrom('article_translations').selectAll().where('article_id', '=', id).execute();
    return Object.fromEntries(rows.filter((r) => isLocale(r.locale)).map((r) => [r.locale, { title: r.title, slug: r.slug, excerpt: r.excerpt, body: JSON.parse(r.body) as ArticleContentEntry['body'] }]));
  },
  check: async (db, id, locale, entry) => {
    await refuseTakenSlug(db, 'article', id, locale, entry.slug);
    await refuseUnknownPhotos(db, entry.body);
  },
  write: async (trx, id, locale, entry) => {
    const before = await trx.selectFrom('article_translations').select('slug').where('article_id', '=', id).where('locale', '=', locale).executeTakeFirst();
    const row = { title: entry.title, slug: entry.slug, excerpt: entry.excerpt, body: JSON.stringify(entry.body), reading_minutes: readingMinutes(entry.body as Block[]) };
    if (before) await trx.updateTable('article_translations').set(row).where('article_id', '=', id).where('locale', '=', locale).execute();
    else await trx.insertInto('article_translations').values({ article_id: id, locale, ...row }).execute();
    await trx.updateTable('articles').set({ updated_at: todayUtc() }).where('id', '=', id).execute();
    return recordSlugMove(trx, 'article', id, locale, before?.slug, entry.slug);
  },
  // The article in that language, and the lists that show it there (each language has its own now).
  pages: async (db, id, locale) => {
    const own = await db.selectFrom('article_translations').select('slug').where('article_id', '=', id).where('locale', '=', locale).executeTakeFirst();
    return [...(own ? [`/blog/${own.slug}`] : []), '/Blogs', '/'].map((p) => localePath(locale, p));
  },
  pageAt: (slug) => `/blog/${slug}`,
};

/** GET /api/admin/articles → { articles: [{ id, title, category, publishDate, states }] }, newest first. */
export async function listArticleTexts() {
  return withDatabase('admin-articles', async () => {
    const db = getDb();
    const [articles, live] = await Promise.all([
      db.selectFrom('articles').select(['id', 'category', 'published_at']).orderBy('published_at', 'desc').orderBy('id').execute(),
      db.selectFrom('article_translations').select(['article_id', 'locale', 'title']).execute(),
    ]);
    const states = await languageStates(db, 'article', articles.map((a) => a.id), (id, l) => live.some((r) => r.article_id === id && r.locale === l));
    const titleOf = (id: string) => live.find((r) => r.article_id === id && r.locale === 'en')?.title ?? live.find((r) => r.article_id === id)?.title;
    const drafts = await db.selectFrom('content_revisions').select(['item_id', 'body']).where('kind', '=', 'article').where('locale', '=', 'en').orderBy('seq', 'desc').execute();
    return {
      articles: articles.map((a) => ({
        id: a.id, category: a.category, publishDate: a.published_at, scheduled: a.published_at > todayUtc(),
        title: titleOf(a.id) ?? (JSON.parse(drafts.find((d) => d.item_id === a.id)?.body ?? '{}') as { title?: string }).title ?? a.id,
        states: states.get(a.id)!,
      })),
    };
  });
}

/**
 * POST /api/admin/articles { title, slug, category, publishDate? } → 201 { id, languages }: a new
 * article whose English text waits as a draft; no domain shows it until a language is published.
 */
export async function createArticle(input: unknown, operator: Operator) {
  const { title, slug, category, publishDate } = parseInput(articleCreate, input);
  const id = await withDatabase('admin-article-create', async () => {
    const db = getDb();
    await refuseTakenSlug(db, 'article', '', 'en', slug);
    // The English address is the article's id, as for the catalogue's own guides (another suffix if an old one had it).
    let id = slug;
    for (let n = 2; await db.selectFrom('articles').select('id').where('id', '=', id).executeTakeFirst(); n++) id = `${slug}-${n}`;
    await db.insertInto('articles').values({
      id, category, author: operator.name, published_at: publishDate ?? todayUtc(), updated_at: null, banner: 0, art: 'savanna', art_seed: 'savanna-1',
      related_tours: JSON.stringify({ category: category === 'kilimanjaro' ? 'kilimanjaro' : category === 'zanzibar' ? 'zanzibar' : 'northern-safari' }), related_articles: '[]', footer_guide: null,
    }).execute();
    return id;
  });
  const content = await saveDraft(ARTICLE_TEXT, id, 'en', { title, slug, excerpt: '', body: [] }, operator);
  return { id, ...content };
}

/** GET /api/admin/articles/{id} → { id, category, publishDate, cover }: what is the same in every language. */
export async function articleSettingsOf(id: string) {
  return withDatabase('admin-article', async () => {
    const db = getDb();
    const row = await db.selectFrom('articles').select(['id', 'category', 'published_at', 'cover_media_id']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const cover = row.cover_media_id ? await findMedia(db, row.cover_media_id) : undefined;
    return { id: row.id, category: row.category, publishDate: row.published_at, cover: cover ? toPhoto(cover) : null };
  });
}

/** PATCH /api/admin/articles/{id} { category, publishDate, coverMediaId }: live at once in every language it is published in. */
export async function updateArticleSettings(id: string, input: unknown, revalidate: Revalidate) {
  const { category, publishDate, coverMediaId } = parseInput(articleSettings, input);
  const paths = await withDatabase('admin-article-save', async () => {
    const db = getDb();
    if (!(await ARTICLE_TEXT.exists(db, id))) throw notFound();
    if (coverMediaId && !(await findMedia(db, coverMediaId))) throw new AppError(400, 'invalid_input', 'api.invalidInput', { coverMediaId: 'validation.invalid' });
    await db.updateTable('articles').set({ category, published_at: publishDate, cover_media_id: coverMediaId }).where('id', '=', id).execute();
    const own = await db.selectFrom('article_translations').select(['locale', 'slug']).where('article_id', '=', id).execute();
    return own.filter((r) => isLocale(r.locale)).flatMap((r) => [`/blog/${r.slug}`, '/Blogs', '/'].map((p) => localePath(r.locale as Locale, p)));
  });
  return { ...(await articleSettingsOf(id)), ...(await revalidatePages(revalidate, paths)) };
}

export const getArticleContent = (id: string) => getContent(ARTICLE_TEXT, id);
export const saveArticleDraft = (id: string, lang: string, input: unknown, operator: Operator) => saveDraft(ARTICLE_TEXT, id, lang, input, operator);
export const publishArticleContent = (id: string, lang: string, operator: Operator, revalidate: Revalidate) => publishDraft(ARTICLE_TEXT, id, lang, operator, revalidate);
export const articleRevisions = (id: string) => revisionsOf(ARTICLE_TEXT, id);
export const restoreArticleRevision = (id: string, revision: string, operator: Operator, revalidate: Revalidate) => restoreRevision(ARTICLE_TEXT, id, revision, operator, revalidate);
