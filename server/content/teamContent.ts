import { randomBytes } from 'node:crypto';
import { teamMemberCreate, teamMemberEntry, teamMemberFacts, type TeamMemberEntry } from '@/lib/admin/contentSchemas';
import { isLocale, LOCALES } from '@/lib/i18n/config';
import { slugify } from '@/lib/text/slugify';
import type { Operator } from '@/server/admin/operatorService';
import { localePath, revalidatePages, type Revalidate } from '@/server/admin/tourPages';
import { getDb } from '@/server/db/connection';
import { AppError, notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { findMedia } from '@/server/media/mediaRepository';
import { toPhoto } from '@/server/media/photoView';
import { getContent, publishDraft, restoreRevision, revisionsOf, saveDraft, type ContentKind } from './contentItems';
import { languageStates } from './itemStates';

// The About page's team (`/api/admin/team` stays the back office's operators): each member's role
// and bio per language in the content studio (contentItems.ts), and their facts and portrait,
// the same in every language, live at once.

/** Pages that show the team (for 'en', every language's: the facts saved with it show everywhere). */
const TEAM_PAGES = ['/Our-Team', '/About'];
const pagesFor = (locale: string) => (locale === 'en' ? [...LOCALES] : [locale]).flatMap((l) => TEAM_PAGES.map((p) => localePath(l as never, p)));

export const TEAM_TEXT: ContentKind<TeamMemberEntry> = {
  kind: 'team-member',
  schema: teamMemberEntry,
  blank: { role: '', bio: '' },
  exists: async (db, id) => Boolean(await db.selectFrom('team_members').select('id').where('id', '=', id).executeTakeFirst()),
  live: async (db, id) => {
    const rows = await db.selectFrom('team_member_translations').selectAll().where('member_id', '=', id).execute();
    return Object.fromEntries(rows.filter((r) => isLocale(r.locale)).map((r) => [r.locale, { role: r.role, bio: r.bio }]));
  },
  write: async (trx, id, locale, entry) => {
    const updated = await trx.updateTable('team_member_translations').set(entry).where('member_id', '=', id).where('locale', '=', locale).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('team_member_translations').values({ member_id: id, locale, ...entry }).execute();
    return undefined;
  },
  pages: async (_db, _id, locale) => pagesFor(locale),
};

/** GET /api/admin/team-members → { members: [{ id, name, category, photo, states }] } in the page's order. */
export async function listTeamMembers() {
  return withDatabase('admin-team-members', async () => {
    const db = getDb();
    const [members, live] = await Promise.all([
      db.selectFrom('team_members').select(['id', 'name', 'category']).orderBy('sort_order').orderBy('name').execute(),
      db.selectFrom('team_member_translations').select(['member_id', 'locale']).execute(),
    ]);
    const states = await languageStates(db, 'team-member', members.map((m) => m.id), (id, l) => live.some((r) => r.member_id === id && r.locale === l));
    return { members: members.map((m) => ({ ...m, states: states.get(m.id)! })) };
  });
}

/** GET /api/admin/team-members/{id} → the member's facts and portrait. */
export async function teamMemberOf(id: string) {
  return withDatabase('admin-team-member', async () => {
    const db = getDb();
    const row = await db.selectFrom('team_members').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const photo = row.photo_media_id ? await findMedia(db, row.photo_media_id) : undefined;
    return { id: row.id, name: row.name, category: row.category, since: Number(row.since), languages: row.languages.split(',').filter(Boolean), photo: photo ? toPhoto(photo) : null };
  });
}

const checkPhoto = async (photoMediaId: string | null) => {
  if (photoMediaId && !(await findMedia(getDb(), photoMediaId))) throw new AppError(400, 'invalid_input', 'api.invalidInput', { photoMediaId: 'validation.invalid' });
};

/** PATCH /api/admin/team-members/{id} { name, category, since, languages, photoMediaId }: live at once; setup leaves it be. */
export async function updateTeamMember(id: string, input: unknown, revalidate: Revalidate) {
  const facts = parseInput(teamMemberFacts, input);
  await withDatabase('admin-team-member-save', async () => {
    await checkPhoto(facts.photoMediaId);
    const res = await getDb().updateTable('team_members')
      .set({ name: facts.name, category: facts.category, since: facts.since, languages: facts.languages.join(','), photo_media_id: facts.photoMediaId, edited_at: new Date().toISOString() })
      .where('id', '=', id).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw notFound();
  });
  return { ...(await teamMemberOf(id)), ...(await revalidatePages(revalidate, pagesFor('en'))) };
}

/** POST /api/admin/team-members { name, category, since, languages, photoMediaId?, role, bio } → 201: a new member; the English role and bio wait as a draft. */
export async function createTeamMember(input: unknown, operator: Operator) {
  const { role, bio, ...facts } = parseInput(teamMemberCreate, input);
  const id = `${slugify(facts.name).slice(0, 40) || 'member'}-${randomBytes(3).toString('hex')}`;
  await withDatabase('admin-team-member-create', async () => {
    await checkPhoto(facts.photoMediaId);
    const db = getDb();
    const last = await db.selectFrom('team_members').select((eb) => eb.fn.max('sort_order').as('top')).executeTakeFirst();
    await db.insertInto('team_members').values({
      id, name: facts.name, category: facts.category, since: facts.since, languages: facts.languages.join(','), photo_media_id: facts.photoMediaId,
      sort_order: Number(last?.top ?? 0) + 1, edited_at: new Date().toISOString(),
    }).execute();
  });
  return { ...(await teamMemberOf(id)), ...(await saveDraft(TEAM_TEXT, id, 'en', { role, bio }, operator)) };
}

export const getTeamMemberContent = (id: string) => getContent(TEAM_TEXT, id);
export const saveTeamMemberDraft = (id: string, lang: string, input: unknown, operator: Operator) => saveDraft(TEAM_TEXT, id, lang, input, operator);
export const publishTeamMember = (id: string, lang: string, operator: Operator, revalidate: Revalidate) => publishDraft(TEAM_TEXT, id, lang, operator, revalidate);
export const teamMemberRevisions = (id: string) => revisionsOf(TEAM_TEXT, id);
export const restoreTeamMemberRevision = (id: string, revision: string, operator: Operator, revalidate: Revalidate) => restoreRevision(TEAM_TEXT, id, revision, operator, revalidate);
