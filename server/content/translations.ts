import { translationsQuery } from '@/lib/admin/contentSchemas';
import { getDb } from '@/server/db/connection';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { byLanguage, stateOf } from './languageState';

/**
 * GET /api/admin/translations?lang=de&state=missing,outdated → { items: [{ kind, id, title, state }] }:
 * every item whose text in that language is in one of those states, titled in English, in
 * catalogue order. Three queries whatever the catalogue's size.
 */
export async function translationsList(query: unknown) {
  const { lang, state } = parseInput(translationsQuery, query);
  const wanted = new Set<string>(state);
  return withDatabase('admin-translations', async () => {
    const db = getDb();
    const [tours, live, revisions] = await Promise.all([
      db.selectFrom('tours').leftJoin('tour_translations as en', (j) => j.onRef('en.tour_id', '=', 'tours.id').on('en.locale', '=', 'en')).select(['tours.id', 'en.title']).orderBy('tours.sort_order').execute(),
      db.selectFrom('tour_translations').select('tour_id').where('locale', '=', lang).execute(),
      db.selectFrom('content_revisions').select(['id', 'item_id', 'locale', 'state', 'english_revision']).where('kind', '=', 'tour').where('locale', 'in', [...new Set([lang, 'en'])]).orderBy('seq', 'desc').execute(),
    ]);
    const hasText = new Set(live.map((r) => r.tour_id));
    const byItem = new Map<string, typeof revisions>();
    for (const r of revisions) byItem.set(r.item_id, [...(byItem.get(r.item_id) ?? []), r]);
    const items = tours.flatMap((t) => {
      const info = byLanguage(byItem.get(t.id) ?? []);
      const s = stateOf(lang, hasText.has(t.id), info(lang), info('en').published?.id ?? null);
      return wanted.has(s) ? [{ kind: 'tour', id: t.id, title: t.title ?? t.id, state: s }] : [];
    });
    return { lang, items };
  });
}
