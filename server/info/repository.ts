import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database>;

/** A document in the language, else in English. */
export async function findInfoDocument(db: Db, id: string, locale: string) {
  const rows = await db.selectFrom('info_documents').select(['locale', 'updated_at', 'body']).where('id', '=', id).where('locale', 'in', [locale, 'en']).execute();
  return rows.find((r) => r.locale === locale) ?? rows[0];
}

/**
 * The team in display order with role and bio in the language: like a tour, a member is on a
 * language's site only once that language's text is published (a row here; drafts are revisions).
 */
export const findTeam = (db: Db, locale: string) =>
  db
    .selectFrom('team_members as m')
    .innerJoin('team_member_translations as tl', (j) => j.onRef('tl.member_id', '=', 'm.id').on('tl.locale', '=', locale))
    .leftJoin('media as p', 'p.id', 'm.photo_media_id')
    .select([
      'm.id', 'm.name', 'm.category', 'm.since', 'm.languages', 'tl.role', 'tl.bio',
      'p.id as photo_id', 'p.width as photo_width', 'p.height as photo_height', 'p.focal_x as photo_focal_x', 'p.focal_y as photo_focal_y',
    ])
    .orderBy('m.sort_order')
    .execute();

/** Associations and partners, the same rule: only those whose text is published in the language. */
export const findAssociates = (db: Db, locale: string) =>
  db
    .selectFrom('associates as a')
    .innerJoin('associate_translations as al', (j) => j.onRef('al.associate_id', '=', 'a.id').on('al.locale', '=', locale))
    .select(['a.id', 'a.kind', 'a.url', 'a.abbreviation', 'a.reference', 'al.name', 'al.description'])
    .orderBy('a.sort_order')
    .execute();
