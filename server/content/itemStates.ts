import type { Kysely } from 'kysely';
import { LOCALES } from '@/lib/i18n/config';
import type { ContentState } from '@/lib/admin/contentSchemas';
import type { Database } from '@/server/db/types';
import { byLanguage, stateOf } from './languageState';

/**
 * For a list of a kind's items (the pages, the destinations…): where each language of each item
 * stands, from every saved version of the kind (one query) and whether the site has its text.
 */
export async function languageStates(db: Kysely<Database>, kind: string, ids: string[], hasText: (id: string, locale: string) => boolean) {
  const revisions = await db.selectFrom('content_revisions').select(['id', 'item_id', 'locale', 'state', 'english_revision']).where('kind', '=', kind).orderBy('seq', 'desc').execute();
  return new Map(
    ids.map((id) => {
      const info = byLanguage(revisions.filter((r) => r.item_id === id));
      const englishNow = info('en').published?.id ?? null;
      return [id, Object.fromEntries(LOCALES.map((l) => [l, stateOf(l, hasText(id, l), info(l), englishNow)])) as Record<string, ContentState>];
    }),
  );
}
