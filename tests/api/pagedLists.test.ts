import { describe, expect, it, vi } from 'vitest';
import BlogsPage, { getServerSideProps as blogsProps } from '@/pages/Blogs';
import ReviewPage, { getServerSideProps as reviewProps } from '@/pages/Review';
import TourListPage, { getServerSideProps as tourListProps } from '@/pages/tanzania-safari-package/[[...segments]]';
import { LOCALES } from '@/lib/i18n/config';
import { siteOrigin } from '@/lib/i18n/origins';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { serverRender } from '../helpers/serverRender';
import { BLOG_PAGE_SIZE } from '@/server/blog/service';
import { PAGE_SIZE } from '@/lib/catalogue/vocabulary';

vi.mock('@/lib/fonts', () => ({ sansFont: { variable: 'font-sans' }, displayFont: { variable: 'font-display' } }));

// Walked: page 2 of every list declared page 1 as canonical and repeated page 1's title. Each page
// past the first is its own canonical (its ?page=N only: filters still canonicalise away), every
// hreflang names the same page, and the title says the page, in the page's language.

const res = { setHeader() {} };
type Head = { title: string; canonical: string | null; hreflang: Record<string, string | null> };

function head(doc: Document): Head {
  return {
    title: doc.title,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    hreflang: Object.fromEntries([...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
  };
}

/** Every language's address of `path` (plus x-default, the English one). */
const everywhere = (path: string) => ({ ...Object.fromEntries(LOCALES.map((l) => [l, `${siteOrigin(l)}${path}`])), 'x-default': `${siteOrigin('en')}${path}` });

async function blogs(locale: string, query: Record<string, string>, asPath: string) {
  const { props } = (await blogsProps({ locale, query, res } as never)) as { props: Record<string, any> };
  return head(serverRender(BlogsPage, props, { pathname: '/Blogs', asPath, query }));
}

async function tourList(locale: string, query: Record<string, string>, asPath: string) {
  const req = { headers: {}, socket: { remoteAddress: '127.0.9.7' } };
  const { props } = (await tourListProps({ locale, params: {}, query, resolvedUrl: asPath, req, res } as never)) as { props: Record<string, any> };
  return { props, head: head(serverRender(TourListPage, props, { pathname: '/tanzania-safari-package/[[...segments]]', asPath, query })) };
}

describe.each(engines())('pages of a list on %s', (engine) => {
  const { db } = useSeededApi(engine, {});

  it('the blog, French: page 2 is its own canonical, hreflang alike, and its title says "Page 2"', async () => {
    const first = await blogs('fr', {}, '/Blogs');
    expect(first.canonical).toBe(`${siteOrigin('fr')}/Blogs`);
    const second = await blogs('fr', { page: '2' }, '/Blogs?page=2');
    expect(second.canonical).toBe(`${siteOrigin('fr')}/Blogs?page=2`);
    expect(second.hreflang).toEqual(everywhere('/Blogs?page=2'));
    // The brand stays last: "Blog Tanzanie … – Page 2 | Twiga Trails".
    expect(second.title).toBe(first.title.replace(/ \| Twiga Trails$/, ' – Page 2 | Twiga Trails'));
  });

  it('the blog: tracking in the address canonicalises away; the page stays', async () => {
    const h = await blogs('de', { page: '2', utm_source: 'mail' }, '/Blogs?utm_source=mail&page=2');
    expect(h.canonical).toBe(`${siteOrigin('de')}/Blogs?page=2`);
    expect(h.title).toContain(' – Seite 2 | ');
  });

  it('the tour list, Italian: page 3 with a filter is canonical as ?page=3, titled "Pagina 3"', async () => {
    // (The test router drops the list's trailing slash from asPath; the served page keeps it.)
    const { head: one } = await tourList('it', {}, '/tanzania-safari-package/');
    expect(one.canonical).toMatch(/^http:\/\/it\.[^/]+\/tanzania-safari-package\/?$/);
    expect(one.title).not.toContain('Pagina');
    const { head: h } = await tourList('it', { page: '3', level: 'luxury' }, '/tanzania-safari-package/?level=luxury&page=3');
    expect(h.canonical).toBe(`${one.canonical}?page=3`);
    expect(h.hreflang).toEqual(Object.fromEntries(Object.entries(one.hreflang).map(([l, url]) => [l, `${url}?page=3`])));
    expect(h.title).toBe(one.title.replace(/ \| Twiga Trails$/, ' – Pagina 3 | Twiga Trails'));
  });

  it('the guest book, Spanish: page 2 canonical with ?page=2, titled "Página 2"', async () => {
    const query = { page: '2' };
    const { props } = (await reviewProps({ locale: 'es', query, res } as never)) as { props: Record<string, any> };
    const h = head(serverRender(ReviewPage, props, { pathname: '/Review', asPath: '/Review?page=2#guestbook', query }));
    expect(h.canonical).toBe(`${siteOrigin('es')}/Review?page=2`);
    expect(h.title).toMatch(/ – Página 2 \| Twiga Trails$/);
  });

  // Walked: German page 2 was named in every page 2's hreflang while German had one page (its
  // page 2 a redirect to page 1). Last here: it takes German texts away.
  it('a page only some languages reach: its hreflang names those, on every domain that has it', async () => {
    const t = db().db;
    const articles = await t.selectFrom('article_translations').select('article_id').where('locale', '=', 'de').orderBy('article_id').execute();
    await t.deleteFrom('article_translations').where('locale', '=', 'de').where('article_id', 'in', articles.slice(BLOG_PAGE_SIZE).map((a) => a.article_id)).execute();
    const tours = await t.selectFrom('tour_translations').select('tour_id').where('locale', '=', 'de').orderBy('tour_id').execute();
    await t.deleteFrom('tour_translations').where('locale', '=', 'de').where('tour_id', 'in', tours.slice(PAGE_SIZE).map((r) => r.tour_id)).execute();
    const others = { ...everywhere('/Blogs?page=2') } as Record<string, string>;
    delete others.de;

    for (const locale of ['en', 'fr']) expect((await blogs(locale, { page: '2' }, '/Blogs?page=2')).hreflang).toEqual(others);
    // Page 1 is everybody's.
    expect((await blogs('en', {}, '/Blogs')).hreflang).toEqual(everywhere('/Blogs'));
    expect(await blogsProps({ locale: 'de', query: { page: '2' }, res } as never)).toMatchObject({ redirect: { destination: '/Blogs' } });

    const { head: one } = await tourList('it', {}, '/tanzania-safari-package/');
    const { head: third } = await tourList('it', { page: '3', level: 'luxury' }, '/tanzania-safari-package/?level=luxury&page=3');
    expect(Object.keys(third.hreflang).sort()).toEqual(['en', 'es', 'fr', 'it', 'pt', 'x-default']);
    for (const [l, url] of Object.entries(third.hreflang)) expect(url).toBe(`${one.hreflang[l]}?page=3`);
    expect(Object.keys(one.hreflang)).toContain('de');
  });
});
