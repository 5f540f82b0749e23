import { expect, test, type Page } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { t } from './strings';
import { hasHydrated } from './hydrated';
import { PASSWORD } from './accounts';
import { signupLink } from './mailbox';

// On a slow phone network the page shows well before its scripts arrive (Next's deferred script
// tags). Whatever a visitor does in that time is never lost: links and the search work as plain
// HTML, the phone menu opens by its link, and what was typed, ticked or chosen is what the page
// applies and sends once React has taken over.
const en = originFor('en');

/** The page's own scripts arrive only after `delay` ms, or never. */
const slowScripts = (page: Page, delay: number | 'never') =>
  page.route('**/_next/static/chunks/**', async (route) => {
    if (delay === 'never') return route.abort('failed');
    await new Promise((resolve) => setTimeout(resolve, delay));
    await route.continue();
  });

/** Opens `url` and returns as soon as its HTML is there, scripts or not (a plain goto waits for them). */
async function openBeforeScripts(page: Page, url: string, delay: number | 'never' = 2_500) {
  await slowScripts(page, delay);
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('footer').waitFor();
}

const firstTour = async (page: Page) => (await (await page.request.get(`${en}/api/tourList`)).json()).tours[0] as { slug: string; title: string };

/** The phone menu is open and its links are there. */
const menuLink = (page: Page) => page.getByRole('navigation', { name: t('en', 'common.nav.label') }).getByRole('link', { name: t('en', 'common.nav.destinations') });

test.describe('before the page has hydrated', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  for (const delay of [2_500, 'never'] as const) {
    test(`"get a free quote" is a link: it opens the quote form for this tour (scripts ${delay === 'never' ? 'never load' : 'late'})`, async ({ page }) => {
      const tour = await firstTour(page);
      await openBeforeScripts(page, `${en}/trip/${tour.slug}`, delay);
      expect(await hasHydrated(page)).toBe(false);
      await page.getByTestId('quote-pane').getByRole('link', { name: t('en', 'tour.pane.getQuote') }).click();
      await expect(page).toHaveURL(new RegExp(`/Quote\\?tour=${tour.slug}$`));
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }

  test('the menu opens when tapped, and stays open and closable once the page works', async ({ page }) => {
    await openBeforeScripts(page, `${en}/About`);
    await page.getByRole('button', { name: t('en', 'common.nav.openMenu') }).click();
    expect(await hasHydrated(page), 'tapped before hydration').toBe(false);
    await expect(menuLink(page)).toBeVisible();
    // React takes over the open menu: its button now says it closes it, and does.
    const close = page.getByRole('button', { name: t('en', 'common.nav.closeMenu') });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(`${en}/About`);
    await close.click();
    await expect(menuLink(page)).toBeHidden();
  });

  test.describe('on a desktop, where the filters show beside the list', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('a filter ticked before the page works filters the list once it does', async ({ page }) => {
      await openBeforeScripts(page, `${en}/tanzania-safari-package/`);
      await page.getByTestId('tour-filters').getByLabel(new RegExp(`^${t('en', 'catalogue.levels.luxury')}`)).check();
      expect(await hasHydrated(page), 'ticked before hydration').toBe(false);
      await expect(page).toHaveURL(/\?level=luxury$/);
      const luxury = (await (await page.request.get(`${en}/api/filter?level=luxury`)).json()).total;
      // Every script the page loads takes 2.5 s here, the HTTP client's chunk (loaded with the first filter change) too.
      await expect(page.getByTestId('results-count')).toHaveText(t('en', 'catalogue.found', { count: luxury }), { timeout: 15_000 });
    });

    test('words typed and sent with the Enter key before the page works are searched (the form is a plain GET form)', async ({ page }) => {
      await openBeforeScripts(page, `${en}/tanzania-safari-package/`);
      const where = page.getByTestId('tour-filters').getByRole('searchbox');
      await where.fill('Serengeti');
      expect(await hasHydrated(page), 'typed before hydration').toBe(false);
      await where.press('Enter');
      await expect(page).toHaveURL(/[?&]q=Serengeti(&|$)/);
      const found = (await (await page.request.get(`${en}/api/filter?q=Serengeti`)).json()).total;
      await expect(page.getByTestId('results-count')).toHaveText(t('en', 'catalogue.found', { count: found }));
    });
  });

  test('a review written before the page works is sent with every answer: typed, chosen from a list, starred', async ({ page }) => {
    await openBeforeScripts(page, `${en}/Review`);
    const started = Date.now();
    const form = page.getByTestId('review-form');
    const typed = { name: 'Tom H.', email: 'tom@example.org', travelDate: '2025-07', title: 'A superb week on the northern circuit', text: 'Our guide knew every animal by its habits. The camps were simple and warm.' };
    for (const [name, value] of Object.entries(typed)) await page.locator(`#${name}`).fill(value);
    await page.locator('#country').selectOption('IE'); // a select React controls
    await form.getByRole('radio', { name: t('en', 'leads.review.ratingLabel', { count: 4 }) }).check(); // stars React holds in its state
    expect(await hasHydrated(page), 'all of it before hydration').toBe(false);
    const send = page.getByRole('button', { name: t('en', 'leads.submit.review') });
    await expect(send).toBeEnabled();
    await page.waitForTimeout(Math.max(0, 3_000 - (Date.now() - started))); // the server turns away forms sent faster than a person
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/send_review'));
    await send.click();
    expect((await sent).postDataJSON()).toMatchObject({ ...typed, country: 'IE', rating: 4 });
    await expect(page).toHaveURL(/\/ThankyouReview$/);
  });

  test('a sign-up filled in before the page works is sent as typed, and goes where its address says (?next=)', async ({ page }) => {
    await openBeforeScripts(page, `${en}/Signup?next=/AffiliateLink`);
    const form = page.getByTestId('signup-form');
    await form.getByLabel(t('en', 'account.fields.name')).fill('Neema Lyimo');
    const email = `neema.${Date.now()}@example.org`;
    await form.getByLabel(t('en', 'account.fields.email')).fill(email);
    await form.getByLabel(t('en', 'account.fields.password'), { exact: true }).fill(PASSWORD);
    await form.getByLabel(t('en', 'account.fields.passwordConfirmation')).fill(PASSWORD);
    expect(await hasHydrated(page), 'filled in before hydration').toBe(false);
    // The send button waits for the page's scripts (sent natively, the password would go in the address).
    const send = form.getByRole('button', { name: t('en', 'account.signup.submit') });
    const waiting = await send.isDisabled();
    if (!(await hasHydrated(page))) expect(waiting, 'disabled until the page works').toBe(true);
    await send.click();
    await expect(page.getByTestId('signup-sent')).toContainText(email);
    await page.goto(await signupLink(email));
    await page.getByRole('button', { name: t('en', 'account.signup.confirmSubmit') }).click();
    await expect(page).toHaveURL(/\/AffiliateLink$/);
    await expect(page.getByTestId('account-name')).toHaveText('Neema Lyimo');
  });
});
