import { pageMetaEntry, type PageMetaEntry } from '@/lib/admin/contentSchemas';
import { isLocale } from '@/lib/i18n/config';
import type { Operator } from '@/server/admin/operatorService';
import type { Revalidate } from '@/server/admin/tourPages';
import { getDb } from '@/server/db/connection';
import { withDatabase } from '@/server/leads/write';
import { isDocument } from './documentContent';
import { fixedPagePaths } from './fixedPagePaths';
import { languageStates } from './itemStates';
import { getContent, publishDraft, restoreRevision, revisionsOf, saveDraft, type ContentKind } from './contentItems';

// The title and meta description of each fixed page (what GET /api/getMetaInfos/{id} serves and
// the page's <title> shows), per language, in the content studio (contentItems.ts).

export const PAGE_META_TEXT: ContentKind<PageMetaEntry> = {
  kind: 'page',
  schema: pageMetaEntry,
  blank: { title: '', description: '' },
  exists: async (db, id) => Boolean(await db.selectFrom('pages').select('id').where('id', '=', id).executeTakeFirst()),
  live: async (db, id) => {
    const rows = await db.selectFrom('page_translations').selectAll().where('page_id', '=', id).execute();
    return Object.fromEntries(rows.filter((r) => isLocale(r.locale)).map((r) => [r.locale, { title: r.title, description: r.description }]));
  },
  write: async (trx, id, locale, entry) => {
    const updated = await trx.updateTable('page_translations').set(entry).where('page_id', '=', id).where('locale', '=', locale).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('page_translations').values({ page_id: id, locale, ...entry }).execute();
    return undefined;
  },
  pages: (db, id, locale) => fixedPagePaths(db, id, locale),
};

/**
 * GET /api/admin/pages → { pages: [{ id, path, title, states: { en: 'published', … }, document }] } in the
 * site's order; `document`: the page's words are an information document the studio edits too (documentContent.ts).
 */
export async function listPageMeta() {
  return withDatabase('admin-pages', async () => {
    const db = getDb();
    const [pages, live] = await Promise.all([
      db.selectFrom('pages').select(['id', 'path']).orderBy('sort_order').execute(),
      db.selectFrom('page_translations').select(['page_id', 'locale', 'title']).execute(),
    ]);
    const states = await languageStates(db, 'page', pages.map((p) => p.id), (id, l) => live.some((r) => r.page_id === id && r.locale === l));
    return {
      pages: pages.map((p) => ({ id: p.id, path: p.path, title: live.find((r) => r.page_id === p.id && r.locale === 'en')?.title ?? p.id, states: states.get(p.id)!, document: isDocument(p.id) })),
    };
  });
}

export const getPageMetaContent = (id: string) => getContent(PAGE_META_TEXT, id);
export const savePageMetaDraft = (id: string, lang: string, input: unknown, operator: Operator) => saveDraft(PAGE_META_TEXT, id, lang, input, operator);
export const publishPageMeta = (id: string, lang: string, operator: Operator, revalidate: Revalidate) => publishDraft(PAGE_META_TEXT, id, lang, operator, revalidate);
export const pageMetaRevisions = (id: string) => revisionsOf(PAGE_META_TEXT, id);
export const restorePageMeta = (id: string, revision: string, operator: Operator, revalidate: Revalidate) => restoreRevision(PAGE_META_TEXT, id, revision, operator, revalidate);
