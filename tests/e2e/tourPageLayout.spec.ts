import { expect, test, type Page } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { t } from './strings';
import { hydrated } from './hydrated';

// The tour page on a phone and a laptop: the whole title in the hero, the price and the two ways
// on (quote, book) always on screen, and every section tab visible (issue 24, items 22 and 24).

type Card = { slug: string; title: string };

/** The bookable tour with the longest title in that language, and its page there. */
async function longestTitledTour(page: Page, locale: string): Promise<{ path: string; title: string }> {
  // From a page of the site (an API answer's own policy lets it fetch nothing).
  await page.goto(`${originFor(locale)}/Terms`);
  return page.evaluate(async () => {
    const cards: Card[] = [];
    for (let n = 1; ; n++) {
      const body = (await (await fetch(`/api/filter?page=${n}`)).json()) as { tours: Card[]; pages: number };
      cards.push(...body.tours);
      if (n >= body.pages) break;
    }
    cards.sort((a, b) => b.title.length - a.title.length);
    for (const card of cards) {
      const tour = (await (await fetch(`/api/tours/${encodeURIComponent(card.slug)}`)).json()) as { available: boolean; alternates: Record<string, string> };
      if (tour.available) return { path: tour.alternates[document.documentElement.lang] ?? `/trip/${card.slug}`, title: card.title };
    }
    throw new Error('no bookable tour');
  });
}

/** Whether the element is inside the viewport and the topmost thing at its centre (nothing covers it). */
async function onScreenAndUncovered(page: Page, selector: string, name: string): Promise<boolean> {
  return page.evaluate(
    ([sel, label]) => {
      // The page's own (the menu may say the same words).
      const candidates = [...document.querySelectorAll<HTMLElement>(sel)].filter((e) => e.textContent?.trim() === label && !e.closest('nav'));
      return candidates.some((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) return false;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!hit && (hit === el || el.contains(hit));
      });
    },
    [selector, name],
  );
}

for (const locale of ['en', 'de']) {
  test.describe(`${locale}: tour page`, () => {
    for (const width of [320, 390]) {
      test(`at ${width} px the hero shows the whole title and the category, below the menu`, async ({ page }) => {
        const { path, title } = await longestTitledTour(page, locale);
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${originFor(locale)}${path}`);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveText(title);
        const box = await page.evaluate(() => {
          const heading = document.querySelector('h1')!;
          const hero = heading.closest('[data-testid="tour-hero"]') ?? heading.parentElement!.parentElement!;
          const kicker = heading.previousElementSibling!;
          const nav = document.querySelector('nav')!.getBoundingClientRect();
          const r = (e: Element) => e.getBoundingClientRect();
          return { navBottom: nav.bottom, hero: r(hero), h1: r(heading), kicker: r(kicker) };
        });
        // Nothing of the title or the category above it is clipped by the hero or hidden under the menu.
        expect(box.kicker.top).toBeGreaterThanOrEqual(box.navBottom);
        expect(box.kicker.top).toBeGreaterThanOrEqual(box.hero.top);
        expect(box.h1.bottom).toBeLessThanOrEqual(box.hero.bottom);
      });
    }

    for (const width of [390, 1280]) {
      test(`at ${width} px the price and both actions stay on screen from the top to the reviews`, async ({ page }) => {
        const { path } = await longestTitledTour(page, locale);
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${originFor(locale)}${path}`);
        await hydrated(page);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        // On a phone from the first screen on; on a laptop the pane beside the tour stays in view
        // once the page scrolls (on the first screen, under a long German title in a tall hero,
        // "Book now" may sit just below an 800 px window).
        for (const at of width < 1024 ? [0, 0.25, 0.5, 0.7] : [0.25, 0.5, 0.7]) {
          await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), Math.round(height * at));
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          const where = `${Math.round(at * 100)}% down`;
          expect(await onScreenAndUncovered(page, 'a', t(locale, 'tour.pane.getQuote')), `quote at ${where}`).toBe(true);
          expect(await onScreenAndUncovered(page, 'a', t(locale, 'tour.pane.bookNow')), `book at ${where}`).toBe(true);
          const price = await page.evaluate((from) => [...document.querySelectorAll('p, span')].some((e) => {
            const r = e.getBoundingClientRect();
            return e.textContent?.trim() === from && r.width > 0 && r.top >= 0 && r.bottom <= innerHeight;
          }), t(locale, 'tour.pane.from'));
          expect(price, `"from" price at ${where}`).toBe(true);
        }
      });
    }

    for (const width of [320, 390]) {
      test(`at ${width} px every section tab is shown whole`, async ({ page }) => {
        const { path } = await longestTitledTour(page, locale);
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${originFor(locale)}${path}`);
        const nav = page.getByRole('navigation', { name: t(locale, 'tour.sections.jump') });
        const tabs = await nav.getByRole('link').evaluateAll((links) => {
          const box = links[0].parentElement!.getBoundingClientRect();
          return links.map((a) => {
            const r = a.getBoundingClientRect();
            return { text: a.textContent, inside: r.left >= Math.max(0, box.left) - 0.5 && r.right <= Math.min(innerWidth, box.right) + 0.5 };
          });
        });
        expect(tabs.length).toBeGreaterThanOrEqual(9);
        expect(tabs.filter((tab) => !tab.inside).map((tab) => tab.text)).toEqual([]);
      });
    }
  });
}

// Walked on 30 Nov with the keyboard: the gallery's and the map's controls loaded only once
// scrolled near, which Tab does not do, so tabbing went from the booking pane to the footer.
test("a keyboard visitor's first Tab loads the gallery and the map, so their controls are in the tab order", async ({ page }) => {
  const tours = await (await page.request.get('/api/tourList')).json();
  await page.goto(`/trip/${tours.tours[0].slug}`);
  await hydrated(page);
  await expect(page.getByRole('button', { name: t('en', 'tour.galleryNext') })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: t('en', 'tour.galleryNext') })).toHaveCount(1);
  await expect(page.locator('.leaflet-container')).toHaveCount(1);
});
