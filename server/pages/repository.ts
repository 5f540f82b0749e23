import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';

/** A page's row with its translation in the requested language and in English, for fallback. */
export async function findPageWithMeta(db: Kysely<Database>, pageId: string, locale: string) {
  return db
    .selectFrom('pages')
    .leftJoin('page_translations as t', (j) => j.onRef('t.page_id', '=', 'pages.id').on('t.locale', 'in', [locale, 'en']))
    .select(['pages.id', 'pages.path', 't.locale', 't.title', 't.description'])
    .where('pages.id', '=', pageId)
    .execute();
}

export async function listPages(db: Kysely<Database>) {
  return db.selectFrom('pages').select(['id', 'path']).orderBy('sort_order').execute();
}
