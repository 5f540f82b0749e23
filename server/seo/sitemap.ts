import type { Kysely } from 'kysely';
import { alternateUrls, hreflangLinks } from '@/lib/i18n/alternateUrls';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { DEPARTURES_PATH, TOUR_LIST_PATH } from '@/lib/routing/paths';
import { PRIVATE_PAGE_IDS, pagePath } from '@/lib/routing/siteRoutes';
import { LANDING_SEGMENTS } from '@/server/catalogue/landing';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { findAllSlugs, findLastChanges, type DatedRow } from './sitemapRepository';

/** Fixed pages worth a search result; account, booking steps and thank-you pages are not. */
const PUBLIC_PAGES = ['/', '/About', '/Our-Team', '/Our-Booking-Process', '/Payment', '/Destinations', '/Blogs', '/Contact', '/Quote', '/Review', '/Privacy', '/Terms', '/Landing', DEPARTURES_PATH, TOUR_LIST_PATH];

/** A page's path per language and, where known, when it last changed (the day, per language). */
type Entry = Partial<Record<Locale, string>> & { en: string; lastmod?: (locale: Locale) => string | undefined; ownLanguagesOnly?: boolean };

/** The information pages and the document each shows (its own date per language). */
const DOCUMENT_PAGES: Record<string, string> = { '/About': 'about', '/Privacy': 'privacy', '/Terms': 'terms', '/Our-Booking-Process': 'ourBookingProcess', '/Payment': 'payment' };

/** W3C date (YYYY-MM-DD) of a stored day or timestamp; undefined when there is none. */
const day = (value: string | null | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined);

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every public page, each with its path per language (slugs differ for tours, places, guides). */
async function entries(db: Kysely<Database>): Promise<Entry[]> {
  const [{ tours, places, articles, placesWithTours }, changed] = await Promise.all([findAllSlugs(db), findLastChanges(db)]);
  const dated = (rows: DatedRow[]) => new Map(rows.map((r) => [r.id, day(r.date)]));
  const byId = (rows: { id: string; locale: string; slug: string }[], path: (slug: string) => string, dates?: Map<string, string | undefined>, ownLanguagesOnly = false) => {
    const map = new Map<string, Entry>();
    for (const r of rows) map.set(r.id, { ...(map.get(r.id) ?? ({} as Entry)), [r.locale]: path(r.slug), ...(dates?.get(r.id) ? { lastmod: () => dates.get(r.id) } : {}), ...(ownLanguagesOnly ? { ownLanguagesOnly } : {}) });
    return [...map.values()].filter((e) => e.en);
  };
  const documentDay = (id: string) => (l: Locale) =>
    day(changed.documents.find((d) => d.id === id && d.locale === l)?.date) ?? day(changed.documents.find((d) => d.id === id && d.locale === 'en')?.date);
  const articleDays = dated(changed.articles);
  const newestArticle = [...articleDays.values()].filter(Boolean).sort().at(-1);
  const fixed = (p: string): Entry => ({ en: p, ...(DOCUMENT_PAGES[p] ? { lastmod: documentDay(DOCUMENT_PAGES[p]) } : p === '/Blogs' && newestArticle ? { lastmod: () => newestArticle } : {}) });
  // A place named like a fixed list (zanzibar) has that list as its list (server/catalogue/landing.ts): listed once, as the fixed list.
  const fixedLists = new Set(LANDING_SEGMENTS.map((s) => `${TOUR_LIST_PATH}${s}`));
  // A place no tour goes to has an empty list (noindex): its page about the place is listed, its list not.
  const placeLists = byId(places.filter((p) => placesWithTours.has(p.id)), (slug) => `${TOUR_LIST_PATH}${slug}`).filter((e) => !fixedLists.has(e.en));
  return [
    ...PUBLIC_PAGES.map(fixed),
    ...[...fixedLists].map((en) => ({ en })),
    // A tour is listed on a language's domain, and named in hreflang, only once published in that language.
    ...byId(tours, (slug) => `/trip/${slug}`, dated(changed.tours), true),
    ...byId(places, (slug) => `/CountryPark?destination=${slug}`),
    ...placeLists,
    // An article is on a language's domain only once it is published in that language.
    ...byId(articles, (slug) => `/blog/${slug}`, articleDays, true),
  ];
}

/** sitemap.xml of one language's domain, with hreflang alternates for each page. */
export async function sitemapXml(locale: Locale, db: Kysely<Database> = getDb()): Promise<string> {
  const urls = (await entries(db)).filter((entry) => !entry.ownLanguagesOnly || entry[locale]).map((entry) => {
    const all = alternateUrls(entry.en, entry);
    const links = hreflangLinks(all, entry.ownLanguagesOnly ? LOCALES.filter((l) => entry[l]) : undefined).map((l) => `    <xhtml:link rel="alternate" hreflang="${l.hrefLang}" href="${xml(l.href)}"/>`);
    const lastmod = entry.lastmod?.(locale);
    return `  <url>\n    <loc>${xml(all[locale])}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}${links.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt of one domain: everything public, nothing private, and where its sitemap is. */
export function robotsTxt(origin: string): string {
  const privatePaths = ['/api/', ...PRIVATE_PAGE_IDS.map(pagePath)];
  return ['User-agent: *', 'Allow: /', ...privatePaths.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
