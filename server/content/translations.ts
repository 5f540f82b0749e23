import type { Kysely } from 'kysely';
import { translationsQuery } from '@/lib/admin/contentSchemas';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { byLanguage, stateOf } from './languageState';

type Db = Kysely<Database>;

/** Each kind of text the studio keeps: its items titled in English (in the site's order), and which of them have text in a language. */
const KINDS: { kind: string; path: string; items: (db: Db) => Promise<{ id: string; title: string | null }[]>; withText: (db: Db, lang: string) => Promise<string[]> }[] = [
  {
    kind: 'tour', path: 'tours',
    items: (db) => db.selectFrom('tours').leftJoin('tour_translations as en', (j) => j.onRef('en.tour_id', '=', 'tours.id').on('en.locale', '=', 'en')).select(['tours.id', 'en.title']).orderBy('tours.sort_order').execute(),
    withText: async (db, lang) => (await db.selectFrom('tour_translations').select('tour_id').where('locale', '=', lang).execute()).map((r) => r.tour_id),
  },
  {
    kind: 'destination', path: 'destinations',
    items: (db) => db.selectFrom('destinations').leftJoin('destination_translations as en', (j) => j.onRef('en.destination_id', '=', 'destinations.id').on('en.locale', '=', 'en')).select(['destinations.id', 'en.name as title']).orderBy('destinations.sort_order').execute(),
    withText: async (db, lang) => (await db.selectFrom('destination_translations').select('destination_id').where('locale', '=', lang).execute()).map((r) => r.destination_id),
  },
  {
    kind: 'article', path: 'articles',
    items: (db) => db.selectFrom('articles').leftJoin('article_translations as en', (j) => j.onRef('en.article_id', '=', 'articles.id').on('en.locale', '=', 'en')).select(['articles.id', 'en.title']).orderBy('articles.published_at', 'desc').execute(),
    withText: async (db, lang) => (await db.selectFrom('article_translations').select('article_id').where('locale', '=', lang).execute()).map((r) => r.article_id),
  },
  {
    kind: 'team-member', path: 'team-members',
    items: (db) => db.selectFrom('team_members').select(['id', 'name as title']).orderBy('sort_order').execute(),
    withText: async (db, lang) => (await db.selectFrom('team_member_translations').select('member_id').where('locale', '=', lang).execute()).map((r) => r.member_id),
  },
  {
    kind: 'associate', path: 'associates',
    items: (db) => db.selectFrom('associates').leftJoin('associate_translations as en', (j) => j.onRef('en.associate_id', '=', 'associates.id').on('en.locale', '=', 'en')).select(['associates.id', 'en.name as title']).orderBy('associates.sort_order').execute(),
    withText: async (db, lang) => (await db.selectFrom('associate_translations').select('associate_id').where('locale', '=', lang).execute()).map((r) => r.associate_id),
  },
  {
    kind: 'page', path: 'pages',
    items: (db) => db.selectFrom('pages').leftJoin('page_translations as en', (j) => j.onRef('en.page_id', '=', 'pages.id').on('en.locale', '=', 'en')).select(['pages.id', 'en.title']).orderBy('pages.sort_order').execute(),
    withText: async (db, lang) => (await db.selectFrom('page_translations').select('page_id').where('locale', '=', lang).execute()).map((r) => r.page_id),
  },
  {
    // An information page's words, edited on its page's screen and titled by that page's English title.
    kind: 'document', path: 'pages',
    items: (db) => db.selectFrom('info_documents as d').leftJoin('page_translations as en', (j) => j.onRef('en.page_id', '=', 'd.id').on('en.locale', '=', 'en')).leftJoin('pages', 'pages.id', 'd.id').select(['d.id', 'en.title']).where('d.locale', '=', 'en').orderBy('pages.sort_order').execute(),
    withText: async (db, lang) => (await db.selectFrom('info_documents').select('id').where('locale', '=', lang).execute()).map((r) => r.id),
  },
];

/**
 * GET /api/admin/translations?lang=de&state=missing,outdated → { items: [{ kind, id, title, state, href }] }:
 * every tour, destination, article, team member, page and information page whose text in that language is in one of
 * those states, titled in English, each kind in the site's order, with the back-office page that edits it.
 */
export async function translationsList(query: unknown) {
  const { lang, state } = parseInput(translationsQuery, query);
  const wanted = new Set<string>(state);
  return withDatabase('admin-translations', async () => {
    const db = getDb();
    const revisions = await db.selectFrom('content_revisions').select(['id', 'kind', 'item_id', 'locale', 'state', 'english_revision']).where('locale', 'in', [...new Set([lang, 'en'])]).orderBy('seq', 'desc').execute();
    const byItem = new Map<string, typeof revisions>();
    for (const r of revisions) byItem.set(`${r.kind}:${r.item_id}`, [...(byItem.get(`${r.kind}:${r.item_id}`) ?? []), r]);
    const lists = await Promise.all(
      KINDS.map(async (k) => {
        const [items, withText] = await Promise.all([k.items(db), k.withText(db, lang)]);
        const hasText = new Set(withText);
        return items.flatMap((item) => {
          const info = byLanguage(byItem.get(`${k.kind}:${item.id}`) ?? []);
          const s = stateOf(lang, hasText.has(item.id), info(lang), info('en').published?.id ?? null);
          return wanted.has(s) ? [{ kind: k.kind, id: item.id, title: item.title ?? item.id, state: s, href: `/admin/${k.path}/${encodeURIComponent(item.id)}?lang=${lang}` }] : [];
        });
      }),
    );
    return { lang, items: lists.flat() };
  });
}
