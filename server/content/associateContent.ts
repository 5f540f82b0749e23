import { associateEntry, associateFacts, type AssociateEntry } from '@/lib/admin/contentSchemas';
import { isLocale, LOCALES } from '@/lib/i18n/config';
import type { Operator } from '@/server/admin/operatorService';
import { localePath, revalidatePages, type Revalidate } from '@/server/admin/tourPages';
import { getDb } from '@/server/db/connection';
import { notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { getContent, publishDraft, restoreRevision, revisionsOf, saveDraft, type ContentKind } from './contentItems';
import { languageStates } from './itemStates';

// The About page's associations and partners: each one's name and description per language in
// the content studio (contentItems.ts), and its kind, website, badge and licence or membership
// number, the same in every language, live at once.

const pagesFor = (locale: string) => (locale === 'en' ? [...LOCALES] : [locale]).map((l) => localePath(l as never, '/About'));

export const ASSOCIATE_TEXT: ContentKind<AssociateEntry> = {
  kind: 'associate',
  schema: associateEntry,
  blank: { name: '', description: '' },
  exists: async (db, id) => Boolean(await db.selectFrom('associates').select('id').where('id', '=', id).executeTakeFirst()),
  live: async (db, id) => {
    const rows = await db.selectFrom('associate_translations').selectAll().where('associate_id', '=', id).execute();
    return Object.fromEntries(rows.filter((r) => isLocale(r.locale)).map((r) => [r.locale, { name: r.name, description: r.description }]));
  },
  write: async (trx, id, locale, entry) => {
    const updated = await trx.updateTable('associate_translations').set(entry).where('associate_id', '=', id).where('locale', '=', locale).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('associate_translations').values({ associate_id: id, locale, ...entry }).execute();
    return undefined;
  },
  pages: async (_db, _id, locale) => pagesFor(locale),
};

/** GET /api/admin/associates → { associates: [{ id, kind, abbreviation, name, reference, states }] } in the page's order. */
export async function listAssociates() {
  return withDatabase('admin-associates', async () => {
    const db = getDb();
    const [rows, live] = await Promise.all([
      db.selectFrom('associates').select(['id', 'kind', 'abbreviation', 'reference']).orderBy('sort_order').execute(),
      db.selectFrom('associate_translations').select(['associate_id', 'locale', 'name']).execute(),
    ]);
    const states = await languageStates(db, 'associate', rows.map((r) => r.id), (id, l) => live.some((x) => x.associate_id === id && x.locale === l));
    return { associates: rows.map((r) => ({ ...r, name: live.find((x) => x.associate_id === r.id && x.locale === 'en')?.name ?? r.id, states: states.get(r.id)! })) };
  });
}

/** GET /api/admin/associates/{id} → its facts. */
export async function associateOf(id: string) {
  return withDatabase('admin-associate', async () => {
    const row = await getDb().selectFrom('associates').select(['id', 'kind', 'url', 'abbreviation', 'reference']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return { ...row, reference: row.reference ?? '' };
  });
}

/** PATCH /api/admin/associates/{id} { kind, url, abbreviation, reference }: live at once; setup leaves it be. */
export async function updateAssociate(id: string, input: unknown, revalidate: Revalidate) {
  const facts = parseInput(associateFacts, input);
  await withDatabase('admin-associate-save', async () => {
    const res = await getDb().updateTable('associates').set({ ...facts, reference: facts.reference || null, edited_at: new Date().toISOString() }).where('id', '=', id).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw notFound();
  });
  return { ...(await associateOf(id)), ...(await revalidatePages(revalidate, pagesFor('en'))) };
}

export const getAssociateContent = (id: string) => getContent(ASSOCIATE_TEXT, id);
export const saveAssociateDraft = (id: string, lang: string, input: unknown, operator: Operator) => saveDraft(ASSOCIATE_TEXT, id, lang, input, operator);
export const publishAssociate = (id: string, lang: string, operator: Operator, revalidate: Revalidate) => publishDraft(ASSOCIATE_TEXT, id, lang, operator, revalidate);
export const associateRevisions = (id: string) => revisionsOf(ASSOCIATE_TEXT, id);
export const restoreAssociateRevision = (id: string, revision: string, operator: Operator, revalidate: Revalidate) => restoreRevision(ASSOCIATE_TEXT, id, revision, operator, revalidate);
