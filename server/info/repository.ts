import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';

type Db = Kysely<Database>;

/** A document in the language, else in English. */
export async function findInfoDocument(db: Db, id: string, locale: string) {
  const rows = await db.selectFrom('info_documents').select(['locale', 'updated_at', 'body']).where('id', '=', id).where('locale', 'in', [locale, 'en']).execute();
  return rows.find((r) => r.locale === locale) ?? rows[0];
}

/** The team in display order, with role and bio in the language (English beside for fallback). */
export const findTeam = (db: Db, locale: string) =>
  db
    .selectFrom('team_members as m')
    .innerJoin('team_member_translations as te', (j) => j.onRef('te.member_id', '=', 'm.id').on('te.locale', '=', 'en'))
    .leftJoin('team_member_translations as tl', (j) => j.onRef('tl.member_id', '=', 'm.id').on('tl.locale', '=', locale))
    .leftJoin('media as p', 'p.id', 'm.photo_media_id')
    .select((eb) => [
      'm.id', 'm.name', 'm.category', 'm.since', 'm.languages', eb.fn.coalesce('tl.role', 'te.role').as('role'), eb.fn.coalesce('tl.bio', 'te.bio').as('bio'),
      'p.id as photo_id', 'p.width as photo_width', 'p.height as photo_height', 'p.focal_x as photo_focal_x', 'p.focal_y as photo_focal_y',
    ])
    .orderBy('m.sort_order')
    .execute();

export const findAssociates = (db: Db, locale: string) =>
  db
    .selectFrom('associates as a')
    .innerJoin('associate_translations as ae', (j) => j.onRef('ae.associate_id', '=', 'a.id').on('ae.locale', '=', 'en'))
    .leftJoin('associate_translations as al', (j) => j.onRef('al.associate_id', '=', 'a.id').on('al.locale', '=', locale))
    .select((eb) => ['a.id', 'a.kind', 'a.url', 'a.abbreviation', 'a.reference', eb.fn.coalesce('al.name', 'ae.name').as('name'), eb.fn.coalesce('al.description', 'ae.description').as('description')])
    .orderBy('a.sort_order')
    .execute();
