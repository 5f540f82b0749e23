import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { LOCALES } from '@/lib/i18n/config';
import type { Database } from '../../types';
import { readLocaleJson } from '../readLocaleJson';
import { upsert } from '../upsert';
import { publishedItems } from '@/server/content/revisionRepository';
import { ASSOCIATES, TEAM } from './team';
import { INFO_DOCUMENTS, type AssociateText, type InfoDocumentText, type TeamText } from './types';

type Db = Kysely<Database> | Transaction<Database>;

const TEXT_DIR = path.join(process.cwd(), 'server/db/seed/info/text');

/** The information pages (terms, privacy, booking process…) in every language written, but those the office published its own words for. */
async function infoDocuments(db: Db) {
  const rows = await Promise.all(
    LOCALES.map(async (locale) => {
      const own = await publishedItems(db, 'document', locale);
      return INFO_DOCUMENTS.flatMap((id) => {
        const text = own.has(id) ? undefined : readLocaleJson<InfoDocumentText>(TEXT_DIR, locale, id);
        return text ? [{ id, locale, updated_at: text.updatedAt, body: JSON.stringify(text.body) }] : [];
      });
    }),
  );
  return rows.flat();
}

/** Information pages, team and associates, in every language written (English fills gaps at read time). */
export async function seedInfo(db: Db, samples = true): Promise<void> {
  // A member whose facts the office changed in the back office keeps them; so does a role and bio it published.
  if (!samples) {
    await upsert(db, 'info_documents', await infoDocuments(db), ['id', 'locale']);
    return;
  }
  const edited = new Set((await db.selectFrom('team_members').select('id').where('edited_at', 'is not', null).execute()).map((r) => r.id));
  await upsert(db, 'team_members', TEAM.map((m, i) => ({ id: m.id, name: m.name, category: m.category, since: m.since, languages: m.languages.join(','), sort_order: i })).filter((m) => !edited.has(m.id)), ['id']);
  const editedAssociates = new Set((await db.selectFrom('associates').select('id').where('edited_at', 'is not', null).execute()).map((r) => r.id));
  await upsert(db, 'associates', ASSOCIATES.map((a, i) => ({ id: a.id, kind: a.kind, url: a.url, abbreviation: a.abbreviation, sort_order: i })).filter((a) => !editedAssociates.has(a.id)), ['id']);
  await upsert(db, 'info_documents', await infoDocuments(db), ['id', 'locale']);
  for (const locale of LOCALES) {
    const team = readLocaleJson<TeamText>(TEXT_DIR, locale, 'team') ?? {};
    const own = await publishedItems(db, 'team-member', locale);
    await upsert(db, 'team_member_translations', TEAM.filter((m) => team[m.id] && !own.has(m.id)).map((m) => ({ member_id: m.id, locale, ...team[m.id] })), ['member_id', 'locale']);
    const associates = readLocaleJson<AssociateText>(TEXT_DIR, locale, 'associates') ?? {};
    const ownAssociates = await publishedItems(db, 'associate', locale);
    await upsert(db, 'associate_translations', ASSOCIATES.filter((a) => associates[a.id] && !ownAssociates.has(a.id)).map((a) => ({ associate_id: a.id, locale, ...associates[a.id] })), ['associate_id', 'locale']);
  }
}
