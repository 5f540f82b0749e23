import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import LoginPage, { getStaticProps as loginProps } from '@/pages/Login';
import DashboardPage, { getStaticProps as dashboardProps } from '@/pages/Dashboard';
import ContactPage, { getStaticProps as contactProps } from '@/pages/Contact';
import { PRIVATE_PAGE_IDS, pagePath } from '@/lib/routing/siteRoutes';
import { robotsTxt } from '@/server/seo/sitemap';
import { useSharedDb } from '@/server/db/connection';
import { setupDatabase } from '@/server/db/setup';
import { createTestDb, type TestDb } from '../helpers/testDb';
import { serverRender } from '../helpers/serverRender';

// next/font runs only in a Next build: the class names it would give stand in for it.
vi.mock('@/lib/fonts', () => ({ sansFont: { variable: 'font-sans' }, displayFont: { variable: 'font-display' } }));

// A crawler that follows a link to a login form or an account page despite robots.txt reads
// "noindex" there; the public pages carry no robots rule at all.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb('sqlite');
  await setupDatabase(t.db);
  useSharedDb(t.db);
});
afterAll(async () => t?.drop());

async function robotsOf(Page: any, getProps: any, path: string) {
  const { props } = await getProps({ locale: 'de' });
  const doc = serverRender(Page, props, { pathname: path, asPath: path });
  return [...doc.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'));
}

describe("pages that are nobody's search result", () => {
  it('the login form and the account dashboard say "noindex", once', async () => {
    expect(await robotsOf(LoginPage, loginProps, '/Login')).toEqual(['noindex']);
    expect(await robotsOf(DashboardPage, dashboardProps, '/Dashboard')).toEqual(['noindex']);
  });

  it('the contact page stays indexable: no robots rule', async () => {
    expect(await robotsOf(ContactPage, contactProps, '/Contact')).toEqual([]);
  });

  it('robots.txt keeps crawlers out of every private page and the API', () => {
    const lines = robotsTxt('https://example.com').split('\n');
    for (const path of ['/api/', '/Login', '/Signup', '/Dashboard', '/Profile', '/AffiliateLink', '/Search', '/ThankyouQuote']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((l) => l.startsWith('Disallow: '))).toHaveLength(PRIVATE_PAGE_IDS.length + 1);
    expect(PRIVATE_PAGE_IDS.map(pagePath)).not.toContain('/Contact');
  });
});
