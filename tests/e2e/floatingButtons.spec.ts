import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

// The spec's breakpoints: nothing fixed on the screen (WhatsApp, back-to-top, the sticky menu)
// may sit over a link or a button a person scrolls to, at any of them.
const BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536];

/**
 * Scrolls to every visible link and button the way a browser does for keyboard focus and
 * in-page links (the least scrolling that shows it) and lists those a fixed or sticky element
 * then covers. Large targets (cards) count as covered when their centre is.
 */
async function coveredTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = [...document.querySelectorAll<HTMLElement>('body *')].filter((e) => {
      const pos = getComputedStyle(e).position;
      const r = e.getBoundingClientRect();
      return (pos === 'fixed' || pos === 'sticky') && r.width > 1 && r.height > 1;
    });
    const targets = [...document.querySelectorAll<HTMLElement>('a[href], button')].filter((e) => {
      const r = e.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && e.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !floating.some((f) => f.contains(e));
    });
    const covered: string[] = [];
    for (const el of targets) {
      el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      const r = el.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      for (const f of floating) {
        const fr = f.getBoundingClientRect();
        const overlaps = r.left < fr.right && r.right > fr.left && r.top < fr.bottom && r.bottom > fr.top;
        const centre = cx >= fr.left && cx <= fr.right && cy >= fr.top && cy <= fr.bottom;
        if (r.height < 120 ? overlaps : centre) {
          covered.push(`"${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('href') || '').trim().slice(0, 40)}" under ${f.dataset.testid ?? f.tagName.toLowerCase()}`);
        }
      }
    }
    return covered;
  });
}

test.describe('floating buttons', () => {
  for (const path of ['/', '/tanzania-safari-package/', '/Contact']) {
    test(`cover no link or button on ${path} at any breakpoint`, async ({ page }) => {
      for (const width of BREAKPOINTS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await hydrated(page);
        expect(await coveredTargets(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});
