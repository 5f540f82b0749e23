// Lighthouse (mobile) for a few pages, in the Debian Chromium the tests use. DESIGN.md's
// targets: Performance 95+, Accessibility, Best Practices and SEO 100.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
export const CATEGORIES = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/** Per page: each category's score (0-100) and the titles of the audits that cost points. */
export async function lighthouseScores(pages) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const results = [];
    for (const { title, url } of pages) {
      const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: Object.keys(CATEGORIES), output: 'json', logLevel: 'error', formFactor: 'mobile' });
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
      results.push({ title, scores, failing });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
