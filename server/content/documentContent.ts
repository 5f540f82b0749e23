import { documentContentEntry, type DocumentContentEntry } from '@/lib/admin/contentSchemas';
import { isLocale } from '@/lib/i18n/config';
import type { Operator } from '@/server/admin/operatorService';
import type { Revalidate } from '@/server/admin/tourPages';
import { todayUtc } from '@/server/bookings/dates';
import { INFO_DOCUMENTS } from '@/server/db/seed/info/types';
import { refuseUnknownPhotos } from './articleContent';
import { getContent, publishDraft, restoreRevision, revisionsOf, saveDraft, type ContentKind } from './contentItems';
import { fixedPagePaths } from './fixedPagePaths';

// The words of the information pages (terms, privacy, the booking process, payment, about us) per
// language, in the content studio (contentItems.ts). Their live row is info_documents: a language
// without its own shows the English one. Published, the page's "last updated" date is that day.

export const isDocument = (id: string): boolean => (INFO_DOCUMENTS as readonly string[]).includes(id);

export const DOCUMENT_TEXT: ContentKind<DocumentContentEntry> = {
  kind: 'document',
  schema: documentContentEntry,
  blank: { body: [] },
  exists: async (db, id) => isDocument(id) && Boolean(await db.selectFrom('info_documents').select('id').where('id', '=', id).executeTakeFirst()),
  live: async (db, id) => {
    const rows = await db.selectFrom('info_documents').select(['locale', 'body']).where('id', '=', id).execute();
    return Object.fromEntries(rows.filter((r) => isLocale(r.locale)).map((r) => [r.locale, { body: JSON.parse(r.body) as DocumentContentEntry['body'] }]));
  },
  check: (db, _id, _locale, entry) => refuseUnknownPhotos(db, entry.body),
  write: async (trx, id, locale, entry) => {
    const row = { body: JSON.stringify(entry.body), updated_at: todayUtc() };
    const updated = await trx.updateTable('info_documents').set(row).where('id', '=', id).where('locale', '=', locale).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('info_documents').values({ id, locale, ...row }).execute();
    return undefined;
  },
  // As the page's meta; the payment page is made per request (it shows a booking): no cached copy to rebuild.
  pages: async (db, id, locale) => (id === 'payment' ? [] : fixedPagePaths(db, id, locale)),
};

export const getDocumentContent = (id: string) => getContent(DOCUMENT_TEXT, id);
export const saveDocumentDraft = (id: string, lang: string, input: unknown, operator: Operator) => saveDraft(DOCUMENT_TEXT, id, lang, input, operator);
export const publishDocument = (id: string, lang: string, operator: Operator, revalidate: Revalidate) => publishDraft(DOCUMENT_TEXT, id, lang, operator, revalidate);
export const documentRevisions = (id: string) => revisionsOf(DOCUMENT_TEXT, id);
export const restoreDocument = (id: string, revision: string, operator: Operator, revalidate: Revalidate) => restoreRevision(DOCUMENT_TEXT, id, revision, operator, revalidate);
