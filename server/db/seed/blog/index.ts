import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { LOCALES } from '@/lib/i18n/config';
import type { Database } from '../../types';
import { readLocaleJson } from '../readLocaleJson';
import { prepareSlugs } from '../slugHistory';
import { upsert } from '../upsert';
import { ARTICLES } from './articles';
import type { ArtKind } from '../catalogue/types';
import type { ArticleText, Block } from './types';
import { publishedItems } from '@/server/content/revisionRepository';

type Db = Kysely<Database> | Transaction<Database>;

const TEXT_DIR = path.join(process.cwd(), 'server/db/seed/blog/text');

/** The words a block shows (for reading time and length checks). */
export function blockWords(b: Block): string[] {
  if (b.type === 'steps') return b.items.flatMap((s) => [s.title, s.text]);
  if ('items' in b) return b.items;
  return 'text' in b ? [b.text] : [];
}

/** About 200 words a minute, never less than one. */
export function readingMinutes(body: Block[]): number {
  const words = body.flatMap(blockWords).join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/**
 * Every artwork the guides show: each cover, and each picture block in every language. An
 * article may draw a place in another kind of scene than its destination page, so these pairs
 * must be rendered too (else the picture is a 404).
 */
export function articleArt(): { kind: ArtKind; seed: string }[] {
  const covers = ARTICLES.map((a) => ({ kind: a.art, seed: a.artSeed }));
  const blocks = ARTICLES.flatMap((a) =>
    LOCALES.flatMap((locale) => readLocaleJson<ArticleText>(TEXT_DIR, locale, a.id)?.body ?? []).flatMap((b) => (b.type === 'image' ? [{ kind: b.art, seed: b.seed }] : [])),
  );
  return [...covers, ...blocks];
}

/** The guides, with their words in every language written so far (a missing one falls back to English). */
export async function seedBlog(db: Db): Promise<void> {
  await upsert(
    db,
    'articles',
    ARTICLES.map((a) => ({
      id: a.id, category: a.category, author: a.author, published_at: a.publishedAt, updated_at: a.updatedAt ?? null,
      banner: a.banner ? 1 : 0, art: a.art, art_seed: a.artSeed, related_tours: JSON.stringify(a.relatedTours),
      related_articles: JSON.stringify(a.relatedArticles), footer_guide: a.footerGuide ?? null,
    })),
    ['id'],
  );
  for (const locale of LOCALES) {
    // A language of an article the operator published in the back office keeps their text and address.
    const own = await publishedItems(db, 'article', locale);
    const rows = ARTICLES.flatMap((a) => {
      const text = own.has(a.id) ? undefined : readLocaleJson<ArticleText>(TEXT_DIR, locale, a.id);
      return text
        ? [{ article_id: a.id, locale, slug: text.slug, title: text.title, excerpt: text.excerpt, body: JSON.stringify(text.body), reading_minutes: readingMinutes(text.body) }]
        : [];
    });
    await prepareSlugs(db, 'article', locale, new Map(rows.map((r) => [r.article_id, r.slug])));
    await upsert(db, 'article_translations', rows, ['article_id', 'locale']);
  }
}
