// Lighthouse's SEO category for a few pages, in the Debian Chromium the tests use.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Scores (0-100) and the failing audits' titles, page by page. */
export async function seoScores(pages) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const results = [];
    for (const { title, url } of pages) {
      const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['seo'], output: 'json', logLevel: 'error', formFactor: 'mobile', screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75 } });
      const category = lhr.categories.seo;
      const failing = category.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => a.title);
      results.push({ title, score: Math.round((category.score ?? 0) * 100), failing });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
