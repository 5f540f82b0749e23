import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import HomePage, { getStaticProps as homeProps } from '@/pages/index';
import LandingPage, { getStaticProps as landingProps } from '@/pages/Landing';
import TourListPage, { getServerSideProps as tourListProps } from '@/pages/tanzania-safari-package/[[...segments]]';
import DestinationsPage, { getStaticProps as destinationsProps } from '@/pages/Destinations';
import CountryParkPage, { getServerSideProps as countryParkProps } from '@/pages/CountryPark';
import BlogsPage, { getServerSideProps as blogsProps } from '@/pages/Blogs';
import AboutPage, { getStaticProps as aboutProps } from '@/pages/About';
import TeamPage, { getStaticProps as teamProps } from '@/pages/Our-Team';
import SearchPage, { getServerSideProps as searchProps } from '@/pages/Search';
import DeparturesPage, { getServerSideProps as departuresProps } from '@/pages/Upcoming-Departures';
import { useSharedDb } from '@/server/db/connection';
import { setupDatabase } from '@/server/db/setup';
import { sitemapXml } from '@/server/seo/sitemap';
import { SamplesAlreadyThere } from '@/server/db/seed/samples';
import { translate, type Messages } from '@/lib/i18n/translate';
import enJson from '@/locales/en.json';
import deJson from '@/locales/de.json';
import { tableCounts } from '../helpers/tableCounts';
import { createTestDb, engines, type TestDb } from '../helpers/testDb';
import { serverRender } from '../helpers/serverRender';

vi.mock('@/lib/fonts', () => ({ sansFont: { variable: 'font-sans' }, displayFont: { variable: 'font-display' } }));

const res = { setHeader() {}, statusCode: 200 };
const en = enJson as unknown as Messages;
const de = deJson as unknown as Messages;
const props = async (result: unknown) => ((await result) as { props: Record<string, any> }).props;

describe.each(engines())('a real operator’s empty catalogue (npm run setup -- --no-samples), on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
    await setupDatabase(t.db, { samples: false });
    useSharedDb(t.db);
  });
  afterAll(async () => t?.drop());

  it('holds the places, the days tours are made of and the legal pages, and no tour, review, article, team member, partner, deal or departure; a later setup keeps it so', async () => {
    const counts = await tableCounts(t.db);
    expect(counts).toMatchObject({ tours: 0, reviews: 0, articles: 0, team_members: 0, associates: 0, deals: 0, departures: 0 });
    expect(counts.destinations).toBeGreaterThan(30);
    expect(counts.day_blocks).toBeGreaterThan(30);
    expect(counts.info_documents).toBeGreaterThan(0);
    // A deploy's `npm run build` runs `npm run setup` without the flag: still nothing invented.
    await setupDatabase(t.db);
    expect(await tableCounts(t.db)).toEqual(counts);
  });

  it('shows every page without an empty section, a made-up number or a broken word', async () => {
    const destination = (await t.db.selectFrom('destination_translations').select('slug').where('locale', '=', 'en').where('destination_id', '=', 'serengeti').executeTakeFirstOrThrow()).slug;
    const docs = {
      home: serverRender(HomePage, await props(homeProps({ locale: 'en' } as never)), { pathname: '/', asPath: '/' }),
      landing: serverRender(LandingPage, await props(landingProps({ locale: 'en' } as never)), { pathname: '/Landing', asPath: '/Landing' }),
      list: serverRender(TourListPage, await props(tourListProps({ locale: 'en', params: {}, query: {}, resolvedUrl: '/tanzania-safari-package/', req: { headers: {}, socket: { remoteAddress: '127.0.9.8' } }, res } as never)), { pathname: '/tanzania-safari-package/[[...segments]]', asPath: '/tanzania-safari-package' }),
      destinations: serverRender(DestinationsPage, await props(destinationsProps({ locale: 'en' } as never)), { pathname: '/Destinations', asPath: '/Destinations' }),
      place: serverRender(CountryParkPage, await props(countryParkProps({ locale: 'en', query: { destination }, res } as never)), { pathname: '/CountryPark', asPath: `/CountryPark?destination=${destination}` }),
      blogs: serverRender(BlogsPage, await props(blogsProps({ locale: 'de', query: {}, res } as never)), { pathname: '/Blogs', asPath: '/Blogs' }),
      about: serverRender(AboutPage, await props(aboutProps({ locale: 'en' } as never)), { pathname: '/About', asPath: '/About' }),
      team: serverRender(TeamPage, await props(teamProps({ locale: 'de' } as never)), { pathname: '/Our-Team', asPath: '/Our-Team' }),
      search: serverRender(SearchPage, await props(searchProps({ locale: 'en', query: { q: 'serengeti' }, req: { headers: {}, socket: { remoteAddress: '127.0.9.9' } }, res } as never)), { pathname: '/Search', asPath: '/Search?q=serengeti' }),
      departures: serverRender(DeparturesPage, await props(departuresProps({ locale: 'en', res } as never)), { pathname: '/Upcoming-Departures', asPath: '/Upcoming-Departures' }),
    };
    for (const [name, doc] of Object.entries(docs)) {
      const text = doc.querySelector('main')?.textContent ?? '';
      expect(text.length, name).toBeGreaterThan(100);
      expect(text, name).not.toMatch(/undefined|NaN|\bnull\b|\{\w+\}/);
      expect(doc.querySelectorAll('[data-testid="tour-card"]').length, name).toBe(0);
      // A heading with nothing under it: the next thing after a section's heading block is another section.
      for (const section of doc.querySelectorAll('main section')) expect((section.textContent ?? '').trim().length, `${name}: ${section.id || section.getAttribute('aria-labelledby')}`).toBeGreaterThan(0);
    }
    for (const id of ['popular-tours', 'latest-posts', 'recommended', 'deals']) expect(docs.home.getElementById(id), id).toBeNull();
    expect([...docs.home.querySelectorAll('[data-testid="stats"] dd')].map((d) => d.textContent)).not.toContain('0');
    expect(docs.landing.getElementById('landing-tours')).toBeNull();
    expect(docs.list.querySelector('main')!.textContent).toContain(translate(en, 'catalogue.empty'));
    expect(docs.blogs.querySelector('[data-testid="blog-empty"]')!.textContent).toBe(translate(de, 'pages.blogs.empty'));
    expect(docs.team.querySelector('[data-testid="team-empty"]')!.textContent).toBe(translate(de, 'info.team.empty'));
    expect(docs.about.getElementById('team')).toBeNull();
    expect(docs.about.getElementById('associates')).toBeNull();
    expect(docs.place.querySelector('main')!.textContent).not.toContain(translate(en, 'destinations.tours', { count: 0 }));
    expect(await sitemapXml('en', t.db)).not.toContain('/trip/');
  });

  it('is refused on a database that already holds the samples, which stays as it was', async () => {
    const seeded = await createTestDb(engine);
    try {
      await setupDatabase(seeded.db);
      const before = await tableCounts(seeded.db);
      await expect(setupDatabase(seeded.db, { samples: false })).rejects.toBeInstanceOf(SamplesAlreadyThere);
      expect(await tableCounts(seeded.db)).toEqual(before);
      expect(before.tours).toBeGreaterThan(100);
    } finally {
      await seeded.drop();
    }
  });
});
