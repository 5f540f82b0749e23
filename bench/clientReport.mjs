// The traveller's side (issues 13 and 27), for a running production build: Lighthouse (mobile,
// median of three runs) on home, tour list, a tour page, an article, Review, Wishlists and Booking
// on the English and the German domain and home on the other four, each page's first-load JS and
// its HTML size. run.mjs calls clientReport(); alone:
//   node bench/clientReport.mjs --origin http://localhost:3610 --dist .next-e2e [--no-lighthouse]
import { firstLoadJs } from './firstLoadJs.mjs';
import { htmlSize } from './htmlSize.mjs';
import { lighthouseLines, lighthouseScores } from './lighthouse.mjs';

/** First-load JS budget (gzip): issue 27's 130 kB. */
export const FIRST_LOAD_BUDGET = 130 * 1024;
/** HTML budgets before compression; pages without one are reported only. */
export const HTML_BUDGETS = { home: 70 * 1024, 'tour page': 60 * 1024 };

const PAGES = [
  { title: 'home', route: '/' },
  { title: 'tour list', route: '/tanzania-safari-package/[[...segments]]' },
  { title: 'tour page', route: '/trip/[[...slug]]' },
  { title: 'article', route: '/blog/[[...slug]]' },
  { title: 'Review', route: '/Review' },
  { title: 'Wishlists', route: '/Wishlists' },
  { title: 'Booking', route: '/Booking' },
];

/** Home is measured on these domains too. */
const OTHER_LANGUAGES = ['fr', 'es', 'it', 'pt'];

/** Another language's domain of a local origin (http://localhost:3610 → http://de.localhost:3610). */
const domainOrigin = (origin, locale) => origin.replace('//localhost', `//${locale}.localhost`);
const germanOrigin = (origin) => domainOrigin(origin, 'de');

/** The same page on the German domain, from the hreflang alternate the English page names. */
async function germanUrl(url) {
  const html = await (await fetch(url)).text();
  const link = html.match(/<link[^>]*hreflang="de"[^>]*>/i)?.[0];
  return link?.match(/href="([^"]+)"/)?.[1];
}

/** Node does not resolve *.localhost (Chromium does): ask 127.0.0.1 with the domain's Host. */
function viaLoopback(url) {
  const u = new URL(url);
  if (!u.hostname.endsWith('.localhost')) return url;
  return { url: `${u.protocol}//127.0.0.1:${u.port}${u.pathname}${u.search}`, host: u.host };
}

async function sizeOf(url) {
  const target = viaLoopback(url);
  if (typeof target === 'string') return htmlSize(target);
  return htmlSize(target.url, { headers: { host: target.host } });
}

/** The four pages' URLs on both domains: a tour and an article from the site's own API. */
export async function clientPages(origin) {
  const tours = await (await fetch(`${origin}/api/tourList`)).json();
  const article = (await (await fetch(`${origin}/api/latestblog`)).json())[0].slug;
  const slug = tours.tours[0].slug;
  const paths = { home: '/', 'tour list': '/tanzania-safari-package/', 'tour page': `/trip/${slug}`, article: `/blog/${article}`, Review: '/Review', Wishlists: '/Wishlists', Booking: `/Booking?tour=${slug}` };
  const pages = [];
  for (const { title, route } of PAGES) {
    const en = `${origin}${paths[title]}`;
    // Tours and articles have a slug of their own in German; the other routes are the same on every domain.
    const de = title === 'tour page' || title === 'article' ? await germanUrl(en) : `${germanOrigin(origin)}${paths[title]}`;
    pages.push({ title, route, en, de });
  }
  return pages;
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} kB`;

/** Measures and prints; returns the figures (for bench/results). */
export async function clientReport({ origin, distDir, lighthouse = true, runs = 3, print = console.log }) {
  const pages = await clientPages(origin);
  const report = { firstLoadJs: {}, html: {}, lighthouse: [] };

  print(`\nFirst-load JS (gzip), budget ${FIRST_LOAD_BUDGET / 1024} kB`);
  for (const { title, route } of pages) {
    const bytes = firstLoadJs(distDir, route);
    report.firstLoadJs[title] = bytes;
    print(`  ${title.padEnd(16)} ${kB(bytes)}  ${bytes <= FIRST_LOAD_BUDGET ? 'within budget' : 'OVER BUDGET'}`);
  }

  print('\nHTML before compression (of it __NEXT_DATA__)');
  for (const page of pages) {
    for (const domain of ['en', 'de']) {
      if (!page[domain]) continue;
      const size = await sizeOf(page[domain]);
      report.html[`${page.title} (${domain})`] = size;
      const budget = HTML_BUDGETS[page.title];
      const verdict = budget ? (size.bytes <= budget ? `within ${budget / 1024} kB` : `OVER ${budget / 1024} kB`) : '';
      print(`  ${`${page.title} (${domain})`.padEnd(16)} ${kB(size.bytes)}  (${kB(size.nextDataBytes).trim()})  ${verdict}`);
    }
  }

  if (lighthouse) {
    print(`\nLighthouse, mobile, median of ${runs} runs (targets: performance 95, the others 100, SEO on indexable pages; LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS 0)`);
    const targets = [
      ...pages.flatMap((p) => ['en', 'de'].filter((d) => p[d]).map((d) => ({ title: `${p.title} (${d})`, url: p[d] }))),
      ...OTHER_LANGUAGES.map((l) => ({ title: `home (${l})`, url: `${domainOrigin(origin, l)}/` })),
    ];
    report.lighthouse = await lighthouseScores(targets, { runs });
    for (const line of lighthouseLines(report.lighthouse)) print(line);
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  await clientReport({
    origin: arg('--origin', 'http://localhost:3200'),
    distDir: arg('--dist', '.next-bench'),
    lighthouse: !process.argv.includes('--no-lighthouse'),
    runs: Number(arg('--runs', '3')),
  });
}
