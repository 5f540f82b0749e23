// Lighthouse (mobile) for a few pages, in the Debian Chromium the tests use. Targets (issue 27):
// Performance 95+, Accessibility, Best Practices 100, SEO 100 where the page is indexable;
// LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS 0.
// One run of Lighthouse's simulated mobile is noisy: each page is run a few times and the median
// run (by Performance score) is reported, with its LCP, TBT and CLS.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
export const CATEGORIES = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Upper bounds of the three metrics the issue names (ms, ms, unitless). */
export const METRIC_LIMITS = { lcp: 2000, tbt: 100, cls: 0 };

function summarise(lhr) {
  const scores = {};
  const failing = {};
  for (const id of Object.keys(CATEGORIES)) {
    const category = lhr.categories[id];
    scores[id] = Math.round((category.score ?? 0) * 100);
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 0.9 && !['manual', 'notApplicable', 'informative'].includes(a.scoreDisplayMode))
      .map((a) => a.title);
  }
  const metrics = {
    lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue),
  };
  // A page that asks not to be indexed (wishlists, booking) loses SEO points for it, by design.
  const indexable = lhr.audits['is-crawlable']?.score !== 0;
  // Lighthouse's own measure of this machine's CPU: its 4× mobile slowdown assumes a desktop-class one.
  return { scores, failing, metrics, indexable, benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0) };
}

/** The middle value; for an even count, the lower middle (a real run, not an average). */
export function medianBy(items, key) {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Per page: the median run's category scores (0-100), metrics (lcp, tbt, fcp in ms; cls), the
 * titles of the audits that cost points, and every run's performance score.
 */
export async function lighthouseScores(pages, { runs = 3 } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const results = [];
    for (const { title, url } of pages) {
      const all = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: Object.keys(CATEGORIES), output: 'json', logLevel: 'error', formFactor: 'mobile' });
        all.push(summarise(lhr));
      }
      const median = medianBy(all, (r) => r.scores.performance);
      results.push({ title, url, ...median, runs: all.map((r) => r.scores.performance), benchmarkIndexes: all.map((r) => r.benchmarkIndex) });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** Lines for a console table: scores and metrics, "!" where a target is missed. */
export function lighthouseLines(results) {
  const lines = [];
  for (const r of results) {
    const missed = (id, score) => score < CATEGORIES[id] && (id !== 'seo' || r.indexable);
    const cells = Object.entries(r.scores).map(([id, score]) => `${id} ${score}${missed(id, score) ? '!' : id === 'seo' && !r.indexable ? ' (noindex)' : ''}`).join('  ');
    const m = r.metrics;
    const flag = (k) => (m[k] > METRIC_LIMITS[k] ? '!' : '');
    lines.push(`  ${r.title.padEnd(16)} ${cells}   LCP ${(m.lcp / 1000).toFixed(2)} s${flag('lcp')}  TBT ${m.tbt} ms${flag('tbt')}  CLS ${m.cls}${flag('cls')}   (runs: ${r.runs.join(', ')}; CPU benchmark index ${r.benchmarkIndexes.join(', ')})`);
    for (const [id, titles] of Object.entries(r.failing)) if (missed(id, r.scores[id])) lines.push(`      ${id} below target: ${titles.join('; ')}`);
  }
  return lines;
}
