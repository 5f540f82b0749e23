import type { Kysely, Transaction } from 'kysely';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { localePath } from '@/server/admin/tourPages';
import type { Database } from '@/server/db/types';

/**
 * The cached copies a fixed page's text changes when a language is published (its meta, its
 * words): the page on that language's domain; for English, on every domain (a language without
 * its own text shows the English one).
 */
export async function fixedPagePaths(db: Kysely<Database> | Transaction<Database>, id: string, locale: Locale): Promise<string[]> {
  const page = await db.selectFrom('pages').select('path').where('id', '=', id).executeTakeFirstOrThrow();
  return (locale === 'en' ? [...LOCALES] : [locale]).map((l) => localePath(l, page.path));
}
