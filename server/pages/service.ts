import type { Kysely } from 'kysely';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import type { Locale } from '@/lib/i18n/config';
import { notFound } from '@/server/http/errors';
import { findPageWithMeta } from './repository';

export type PageMeta = {
  id: string;
  path: string;
  title: string;
  description: string;
  locale: Locale;
  /** True when this language has no translation yet and English is shown instead. */
  fallback: boolean;
};

/** Title and meta description of a fixed page in a language (spec: GET /api/getMetaInfos/{id}). */
export async function getPageMeta(pageId: string, locale: Locale, db: Kysely<Database> = getDb()): Promise<PageMeta> {
  const rows = await findPageWithMeta(db, pageId, locale);
  if (rows.length === 0) throw notFound();
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'en');
  if (!row?.title) throw notFound();
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    description: row.description ?? '',
    locale: (row.locale === locale ? locale : 'en') as Locale,
    fallback: row.locale !== locale,
  };
}
