import { expect, test, type Page } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { t } from './strings';
import { hydrated } from './hydrated';

// The wishlist of a visitor without an account: kept in this browser (and on this language's domain).
const headerHeart = (page: Page) => page.getByRole('navigation').locator('a[href="/Wishlists"]');

for (const locale of ['en', 'de']) {
  const origin = originFor(locale);
  const s = (key: string, params?: Record<string, string | number>) => t(locale, key, params);

  test.describe(`${locale}: wishlist`, () => {
    test('saves tours from a card and from the tour page, counts them, lists them, removes after a yes, empties', async ({ page }) => {
      // A saved list is rendered by the server too: any hydration mismatch or failed request fails the test.
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
      await page.goto(`${origin}/tanzania-safari-package/`);
      await hydrated(page);
      await expect(headerHeart(page)).toHaveAccessibleName(s('common.nav.wishlist'));

      // From a card: the heart toggles in place.
      const firstCard = page.getByTestId('tour-card').first();
      const firstTitle = (await firstCard.getByTestId('tour-link').textContent())!.trim();
      const heart = firstCard.getByRole('button', { name: s('common.wishlist.save', { title: firstTitle }) });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/\/tanzania-safari-package\/$/);
      await expect(headerHeart(page)).toHaveAccessibleName(s('common.wishlist.navCount', { count: 1 }));
      await expect(page.getByTestId('wishlist-count')).toHaveText('1');
      // Taking it off again asks first, as the wishlist page does (spec: "remove one tour after confirmation").
      await heart.click();
      const asked = page.getByRole('alertdialog', { name: s('common.wishlist.confirmOneTitle') });
      await expect(asked).toContainText(s('common.wishlist.confirmOne', { title: firstTitle }));
      await asked.getByRole('button', { name: s('common.wishlist.cancel') }).click();
      await expect(asked).toHaveCount(0);
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('wishlist-count')).toHaveText('1');

      // From the tour page's quote pane (another tour).
      const second = page.getByTestId('tour-card').nth(1);
      const secondTitle = (await second.getByTestId('tour-link').textContent())!.trim();
      await second.getByTestId('tour-link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondTitle);
      await hydrated(page);
      const paneButton = page.getByTestId('quote-pane').getByTestId('wishlist-toggle');
      await expect(paneButton).toHaveAccessibleName(s('tour.pane.addToWishlist'));
      await paneButton.click();
      await expect(paneButton).toHaveAttribute('aria-pressed', 'true');
      await expect(paneButton).toHaveText(s('tour.pane.inWishlist'));
      await expect(page.getByTestId('wishlist-count')).toHaveText('2');
      await paneButton.click();
      await page.getByRole('alertdialog', { name: s('common.wishlist.confirmOneTitle') }).getByRole('button', { name: s('common.wishlist.remove') }).click();
      await expect(paneButton).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByTestId('wishlist-count')).toHaveText('1');
      await paneButton.click();
      await expect(page.getByTestId('wishlist-count')).toHaveText('2');

      // The page: both tours as cards with price and days, and a way to ask for a quote.
      await headerHeart(page).click();
      await expect(page).toHaveURL(`${origin}/Wishlists`);
      const items = page.getByTestId('wishlist-item');
      await expect(items).toHaveCount(2);
      await expect(items.getByTestId('tour-link')).toHaveText([firstTitle, secondTitle]);
      await expect(items.first().getByTestId('tour-price')).toHaveText(/\d/);
      const slug = (await items.first().getByTestId('tour-link').getAttribute('href'))!.split('/trip/')[1];
      // Asked from the page: Node cannot resolve de.localhost, Chromium can.
      const tour = await page.evaluate(async (path) => (await fetch(path)).json(), `/api/tours/${slug}`);
      await expect(items.first()).toContainText(tour.days === 1 ? s('catalogue.card.day') : s('catalogue.card.days', { days: tour.days }));
      await expect(items.first().getByRole('link', { name: s('wishlist.askQuote') })).toHaveAttribute('href', `/Quote?tour=${slug}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

      // Survives a reload.
      await page.reload();
      await hydrated(page);
      await expect(items).toHaveCount(2);

      // Remove one: "Cancel" keeps it, "Remove" takes it off.
      await items.first().getByRole('button', { name: s('common.wishlist.remove') }).click();
      const dialog = page.getByRole('alertdialog', { name: s('common.wishlist.confirmOneTitle') });
      await expect(dialog).toContainText(s('common.wishlist.confirmOne', { title: firstTitle }));
      await dialog.getByRole('button', { name: s('common.wishlist.cancel') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(items).toHaveCount(2);
      await items.first().getByRole('button', { name: s('common.wishlist.remove') }).click();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(items).toHaveCount(2);
      await items.first().getByRole('button', { name: s('common.wishlist.remove') }).click();
      await dialog.getByRole('button', { name: s('common.wishlist.remove') }).click();
      await expect(items.getByTestId('tour-link')).toHaveText([secondTitle]);
      await expect(page.getByTestId('wishlist-count')).toHaveText('1');
      await expect(page.getByRole('status').filter({ hasText: firstTitle })).toHaveCount(1);

      // Remove all (confirmed), then the spec's empty state, also after a reload.
      await page.getByRole('button', { name: s('wishlist.removeAll') }).click();
      const all = page.getByRole('alertdialog', { name: s('wishlist.confirmAllTitle') });
      await all.getByRole('button', { name: s('wishlist.removeAll') }).click();
      await expect(page.getByTestId('wishlist-empty')).toContainText(s('wishlist.empty'));
      await expect(page.getByTestId('wishlist-empty').getByRole('link', { name: s('wishlist.browseTours') })).toHaveAttribute('href', '/tanzania-safari-package/');
      await expect(page.getByTestId('wishlist-count')).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('wishlist-empty')).toContainText(s('wishlist.empty'));
      await expect(items).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('another tab of the site follows the list', async ({ page, context }) => {
      await page.goto(`${origin}/Wishlists`);
      await hydrated(page);
      await expect(page.getByTestId('wishlist-empty')).toBeVisible();
      const other = await context.newPage();
      await other.goto(`${origin}/tanzania-safari-package/`);
      await hydrated(other);
      const card = other.getByTestId('tour-card').first();
      const title = (await card.getByTestId('tour-link').textContent())!.trim();
      await card.getByTestId('wishlist-toggle').click();
      // The first tab fetches the card of a tour saved elsewhere.
      await expect(page.getByTestId('wishlist-item').getByTestId('tour-link')).toHaveText([title]);
      await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    });
  });

  test(`${locale}: on a phone the menu button shows the count, and the menu's heart says it`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/tanzania-safari-package/`);
    await hydrated(page);
    await expect(page.getByTestId('wishlist-menu-count')).toHaveCount(0);
    await page.getByTestId('tour-card').first().getByTestId('wishlist-toggle').click();
    await expect(page.getByTestId('wishlist-menu-count')).toHaveText('1');
    await page.getByRole('button', { name: s('common.nav.openMenu') }).click();
    await expect(headerHeart(page)).toHaveAccessibleName(s('common.wishlist.navCount', { count: 1 }));
    await headerHeart(page).click();
    await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
  });

  test.describe(`${locale}: wishlist without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('the tour page link saves the tour, and a second one joins it', async ({ page }) => {
      await page.goto(`${origin}/tanzania-safari-package/`);
      const links = page.getByTestId('tour-link');
      const [a, b] = [(await links.nth(0).textContent())!.trim(), (await links.nth(1).textContent())!.trim()];
      await links.nth(0).click();
      await page.getByTestId('quote-pane').getByRole('button', { name: s('tour.pane.addToWishlist') }).click();
      await expect(page).toHaveURL(/\/Wishlists\?add=/);
      await expect(page.getByTestId('wishlist-item').getByTestId('tour-link')).toHaveText([a]);

      // A card's heart is the same link.
      await page.goto(`${origin}/tanzania-safari-package/`);
      await page.getByTestId('tour-card').nth(1).getByTestId('wishlist-toggle').click();
      await expect(page.getByTestId('wishlist-item').getByTestId('tour-link')).toHaveText([a, b]);
      await page.goto(`${origin}/Wishlists`);
      await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
    });
  });

  test(`${locale}: /Wishlists?add= opened with JavaScript saves the tour and the address forgets ?add=`, async ({ page }) => {
    await page.goto(`${origin}/tanzania-safari-package/`);
    const link = page.getByTestId('tour-link').first();
    const title = (await link.textContent())!.trim();
    const slug = (await link.getAttribute('href'))!.split('/trip/')[1];
    await page.goto(`${origin}/Wishlists?add=${slug}`);
    await hydrated(page);
    await expect(page).toHaveURL(`${origin}/Wishlists`);
    await expect(page.getByTestId('wishlist-item').getByTestId('tour-link')).toHaveText([title]);
    await page.goto(`${origin}/`);
    await hydrated(page);
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
  });
}
