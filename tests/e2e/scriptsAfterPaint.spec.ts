import { expect, test, type Page } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { t } from './strings';
import { hasHydrated, hydrated } from './hydrated';
import { documentLoads } from './documentLoads';
import { PASSWORD } from './accounts';
import { signupLink } from './mailbox';

// The page's own scripts load once its first content is on screen (config/scriptsAfterPaint.js):
// the stylesheet, the fonts and the hero picture go first. Whatever the browser, the page then
// hydrates and works, and whatever the visitor did before that (a tap, a ticked filter, a form
// filled in and sent) has the effect it has on a hydrated page.
const en = originFor('en');
const de = originFor('de');

/** When the first content was painted, and when each of the page's own scripts was asked for (ms since navigation). */
const paintAndScripts = (page: Page) =>
  page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance.getEntriesByType('resource').filter((r) => r.name.includes('/_next/static/chunks/')).map((r) => r.startTime),
  }));

/** The phone menu opens: React has hydrated the header and handles its button. */
async function menuWorks(page: Page, locale: 'en' | 'de') {
  const nav = page.getByRole('navigation', { name: t(locale, 'common.nav.label') });
  await nav.getByRole('button', { name: t(locale, 'common.nav.openMenu') }).click();
  await expect(nav.getByRole('link', { name: t(locale, 'common.nav.destinations') })).toBeVisible();
}

test.describe('scripts after the first paint', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  for (const [locale, url] of [['en', `${en}/`], ['de', `${de}/`], ['en', `${en}/tanzania-safari-package/`]] as const) {
    test(`${url}: no script of the page's own is asked for before its first content shows, and the page then works`, async ({ page }) => {
      const html = await (await page.goto(url))!.text();
      expect(html, 'no script tag of its own in the served page').not.toMatch(/<script[^>]*src="\/_next\/static\/chunks\/(?!polyfills)/);
      await hydrated(page);
      const { paint, scripts } = await paintAndScripts(page);
      expect(paint).toBeGreaterThan(0);
      // webpack runtime, React, Next, the layout, the page (and its shared chunks).
      expect(scripts.length).toBeGreaterThanOrEqual(5);
      for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint!);
      await menuWorks(page, locale);
    });
  }

  test('a tab opened in the background (nothing painted) loads them at once and hydrates', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' }));
    await page.goto(`${en}/About`);
    await hydrated(page);
    await menuWorks(page, 'en');
  });

  test('a browser that does not report paints loads them after its first frame and hydrates', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['navigation', 'resource'] }));
    await page.goto(`${en}/About`);
    await hydrated(page);
    await menuWorks(page, 'en');
  });

  test('when the paint is never reported, the page still hydrates (after three seconds at most)', async ({ page }) => {
    // An observer that never calls back: only the loader's own deadline can load the scripts.
    await page.addInitScript(() => {
      window.PerformanceObserver = class {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
      } as unknown as typeof PerformanceObserver;
    });
    await page.goto(`${en}/About`);
    await hydrated(page);
    await menuWorks(page, 'en');
  });

  test.describe('before the page has hydrated', () => {
    /** The page's own scripts arrive only after `delay` ms, or never. */
    const slowChunks = (page: Page, delay: number | 'never') =>
      page.route('**/_next/static/chunks/**', async (route) => {
        if (delay === 'never') return route.abort('failed');
        await new Promise((resolve) => setTimeout(resolve, delay));
        await route.continue();
      });


    /** A tour page whose own scripts arrive only after `delay` ms, or never. */
    async function slowTourPage(page: Page, delay: number | 'never') {
      await slowChunks(page, delay);
      const tours = await (await page.request.get(`${en}/api/tourList`)).json();
      await page.goto(`${en}/trip/${tours.tours[0].slug}`);
      return `${en}/trip/${tours.tours[0].slug}`;
    }

    test('"get a free quote" is held until the page works, then opens the quote form on the page', async ({ page }) => {
      const url = await slowTourPage(page, 1_500);
      expect(await hasHydrated(page)).toBe(false);
      await page.getByTestId('quote-pane').getByRole('link', { name: t('en', 'tour.pane.getQuote') }).click();
      await expect(page.getByTestId('quote-modal')).toBeVisible();
      expect(page.url()).toBe(url);
    });

    test('the menu button is held until the page works, then opens the menu', async ({ page }) => {
      await slowTourPage(page, 1_500);
      await menuWorks(page, 'en');
    });

    test.describe('on a desktop, where the filters show beside the list', () => {
      test.use({ viewport: { width: 1280, height: 900 } });

      test('a filter ticked before the page works filters the list once it does', async ({ page }) => {
        await slowChunks(page, 1_500);
        await page.goto(`${en}/tanzania-safari-package/`);
        expect(await hasHydrated(page)).toBe(false);
        await page.getByTestId('tour-filters').getByLabel(new RegExp(`^${t('en', 'catalogue.levels.luxury')}`)).check();
        await expect(page).toHaveURL(/\?level=luxury$/);
        const luxury = (await (await page.request.get(`${en}/api/filter?level=luxury`)).json()).total;
        await expect(page.getByTestId('results-count')).toHaveText(t('en', 'catalogue.found', { count: luxury }));
      });

      test('words typed and sent with the Enter key before the page works search once it does, without leaving the page', async ({ page }) => {
        await slowChunks(page, 1_500);
        await page.goto(`${en}/tanzania-safari-package/`);
        const loads = documentLoads(page);
        const where = page.getByTestId('tour-filters').getByRole('searchbox');
        await where.fill('Serengeti');
        await where.press('Enter');
        await expect(page).toHaveURL(/\?q=Serengeti$/);
        const found = (await (await page.request.get(`${en}/api/filter?q=Serengeti`)).json()).total;
        await expect(page.getByTestId('results-count')).toHaveText(t('en', 'catalogue.found', { count: found }));
        expect(loads, 'the router searched: no second page load').toEqual([]);
      });
    });

    test('a review written before the page works is sent with every answer once it does: typed, chosen from a list, starred', async ({ page }) => {
      await slowChunks(page, 1_500);
      await page.goto(`${en}/Review`);
      const started = Date.now();
      const form = page.getByTestId('review-form');
      const typed = { name: 'Tom H.', email: 'tom@example.org', travelDate: '2025-07', title: 'A superb week on the northern circuit', text: 'Our guide knew every animal by its habits. The camps were simple and warm.' };
      for (const [name, value] of Object.entries(typed)) await page.locator(`#${name}`).fill(value);
      await page.locator('#country').selectOption('IE'); // a select React controls
      await form.getByRole('radio', { name: t('en', 'leads.review.ratingLabel', { n: 4 }) }).check(); // stars React holds in its state
      expect(await hasHydrated(page), 'all of it before hydration').toBe(false);
      const send = page.getByRole('button', { name: t('en', 'leads.submit.review') });
      await expect(send).toBeEnabled();
      await page.waitForTimeout(Math.max(0, 3_000 - (Date.now() - started))); // the server turns away forms sent faster than a person
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/send_review'));
      await send.click();
      expect((await sent).postDataJSON()).toMatchObject({ ...typed, country: 'IE', rating: 4 });
      await expect(page).toHaveURL(/\/ThankyouReview$/);
    });

    test('a sign-up sent before the page works goes where its address says (?next=), through the mailed link', async ({ page }) => {
      await slowChunks(page, 1_500);
      await page.goto(`${en}/Signup?next=/AffiliateLink`);
      const form = page.getByTestId('signup-form');
      await form.getByLabel(t('en', 'account.fields.name')).fill('Neema Lyimo');
      const email = `neema.${Date.now()}@example.org`;
      await form.getByLabel(t('en', 'account.fields.email')).fill(email);
      await form.getByLabel(t('en', 'account.fields.password'), { exact: true }).fill(PASSWORD);
      await form.getByLabel(t('en', 'account.fields.passwordConfirmation')).fill(PASSWORD);
      await form.getByRole('button', { name: t('en', 'account.signup.submit') }).click();
      expect(await hasHydrated(page), 'sent before hydration').toBe(false);
      await expect(page.getByTestId('signup-sent')).toContainText(email);
      await page.goto(await signupLink(email));
      await page.getByRole('button', { name: t('en', 'account.signup.confirmSubmit') }).click();
      await expect(page).toHaveURL(/\/AffiliateLink$/);
      await expect(page.getByTestId('account-name')).toHaveText('Neema Lyimo');
    });

    test('when the scripts cannot load, a held link is followed as it would be without them', async ({ page }) => {
      await slowTourPage(page, 'never');
      await page.getByTestId('quote-pane').getByRole('link', { name: t('en', 'tour.pane.getQuote') }).click();
      await expect(page).toHaveURL(/\/Quote\?tour=/);
    });
  });
});
