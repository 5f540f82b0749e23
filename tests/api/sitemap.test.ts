import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { absoluteUrl } from '@/lib/i18n/origins';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';
import { getServerSideProps as tourListProps } from '@/pages/tanzania-safari-package/[[...segments]]';
import { sitemapXml } from '@/server/seo/sitemap';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';

type Url = { loc: string; lastmod?: string; alternates: Record<string, string> };

/** A sitemap's <url> entries as a crawler reads them: the address and its hreflang alternates. */
function parseSitemap(xml: string): Url[] {
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: unescape(/<loc>([^<]*)<\/loc>/.exec(body)![1]),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1],
    alternates: Object.fromEntries([...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map(([, lang, href]) => [lang, unescape(href)])),
  }));
}

describe.each(engines())('sitemaps and hreflang on %s', (engine) => {
  const seeded = useSeededApi(engine, {});
  const db = () => seeded.db().db;

  /** The tour list's answer on a language's domain: a page with its alternates, or a redirect. */
  const tourList = async (locale: Locale, segment: string) =>
    (await tourListProps({ locale, params: { segments: [segment] }, query: { segments: [segment] }, resolvedUrl: `/tanzania-safari-package/${segment}`, req: { headers: {}, socket: { remoteAddress: '127.0.9.7' } }, res: { setHeader() {} } } as never)) as Record<string, any>;

  it('lists each page once per domain, names itself among its alternates, and every hreflang pair is reciprocal', async () => {
    const maps = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, parseSitemap(await sitemapXml(l, db()))] as const))) as Record<Locale, Url[]>;
    const byLoc = new Map(LOCALES.flatMap((l) => maps[l].map((u) => [u.loc, { locale: l, url: u }] as const)));
    const problems: string[] = [];
    let pairs = 0;
    for (const l of LOCALES) {
      const locs = maps[l].map((u) => u.loc);
      for (const loc of new Set(locs.filter((x, i) => locs.indexOf(x) !== i))) problems.push(`${l}: ${loc} listed twice`);
      for (const u of maps[l]) {
        if (u.alternates[l] !== u.loc) problems.push(`${l}: ${u.loc} names ${u.alternates[l]} as its own language's page`);
        for (const other of LOCALES) {
          pairs++;
          const back = byLoc.get(u.alternates[other]);
          if (!back || back.locale !== other) problems.push(`${l}: ${u.loc} -> ${other} ${u.alternates[other]} is in no ${other} sitemap`);
          else if (back.url.alternates[l] !== u.loc) problems.push(`${l}: ${u.loc} -> ${other} ${u.alternates[other]}, which names ${back.url.alternates[l]} back`);
        }
      }
    }
    expect(pairs).toBeGreaterThan(10_000);
    expect(problems).toEqual([]);
  }, 60_000);

  it('has one Zanzibar package list per language, at the word the menu links to; the German place slug "sansibar" 301s there', async () => {
    const moved = await tourList('de', 'sansibar');
    expect(moved.redirect).toEqual({ destination: `${TOUR_LIST_PATH}zanzibar`, statusCode: 301 });
    const german = await tourList('de', 'zanzibar');
    const english = await tourList('en', 'zanzibar');
    expect(german.props.landing.filter).toEqual(english.props.landing.filter);
    expect(german.props.alternates).toBeUndefined(); // the same path on every domain
    for (const l of LOCALES) {
      const locs = parseSitemap(await sitemapXml(l, db())).map((u) => u.loc);
      expect(locs.filter((loc) => loc === absoluteUrl(l, `${TOUR_LIST_PATH}zanzibar`)), l).toHaveLength(1);
      expect(locs.filter((loc) => /\/tanzania-safari-package\/sansibar$/.test(loc)), l).toEqual([]);
    }
  }, 60_000);

  // Walked by a crawler on 30 Nov: six places no tour goes to had lists saying "no tour matches
  // these filters" with no filter set, indexable and in every sitemap.
  it('a place no tour goes to: its list says so, is not indexed and is in no sitemap; its page about the place stays', async () => {
    const visited = new Set((await db().selectFrom('tour_destinations').select('destination_id').distinct().execute()).map((r) => r.destination_id));
    const lonely = await db().selectFrom('destination_translations').select(['destination_id', 'slug']).where('locale', '=', 'en').execute();
    const empty = lonely.find((p) => !visited.has(p.destination_id))!;
    const busy = lonely.find((p) => visited.has(p.destination_id) && p.slug !== 'zanzibar')!;
    expect(empty).toBeDefined();
    const list = await tourList('en', empty.slug);
    expect(list.props).toMatchObject({ nothingHere: true });
    expect(list.props.initialState.tours.result.total).toBe(0);
    expect((await tourList('en', busy.slug)).props.nothingHere).toBeUndefined();
    const locs = parseSitemap(await sitemapXml('en', db())).map((u) => u.loc);
    expect(locs).not.toContain(absoluteUrl('en', `${TOUR_LIST_PATH}${empty.slug}`));
    expect(locs).toContain(absoluteUrl('en', `/CountryPark?destination=${empty.slug}`));
    expect(locs).toContain(absoluteUrl('en', `${TOUR_LIST_PATH}${busy.slug}`));
  });

  it('dates what the database knows changed: each article, the information pages per language, a tour the operator edited', async () => {
    const article = await db().selectFrom('articles').innerJoin('article_translations as t', 't.article_id', 'articles.id')
      .select(['articles.published_at', 'articles.updated_at', 't.slug']).where('t.locale', '=', 'de').orderBy('articles.id').executeTakeFirstOrThrow();
    const tour = await db().selectFrom('tour_translations').select(['tour_id', 'slug']).where('locale', '=', 'de').orderBy('tour_id').executeTakeFirstOrThrow();
    await db().updateTable('tours').set({ edited_at: '2026-11-02T08:15:00.000Z' }).where('id', '=', tour.tour_id).execute();
    const privacy = await db().selectFrom('info_documents').select('updated_at').where('id', '=', 'privacy').where('locale', '=', 'de').executeTakeFirstOrThrow();
    const urls = new Map(parseSitemap(await sitemapXml('de', db())).map((u) => [u.loc, u.lastmod]));
    expect(urls.get(absoluteUrl('de', `/blog/${article.slug}`))).toBe((article.updated_at ?? article.published_at).slice(0, 10));
    expect(urls.get(absoluteUrl('de', `/trip/${tour.slug}`))).toBe('2026-11-02');
    expect(urls.get(absoluteUrl('de', '/Privacy'))).toBe(privacy.updated_at);
    const dated = [...urls.values()].filter(Boolean) as string[];
    expect(dated.length).toBeGreaterThan(20);
    for (const d of dated) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
