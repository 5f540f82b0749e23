import { expect, test, type Browser, type Page } from '@playwright/test';
import { DECIDED_CONSENT, originFor } from './e2eEnv.cjs';
import { t } from './strings';
import { hydrated } from './hydrated';
import { signUpByApi } from './accounts';
import { signupLink } from './mailbox';

// The wishlist follows the account: a visitor's tours join the account when they sign up or log
// in, another browser logging in sees them, and a removal anywhere is a removal everywhere.

const PASSWORD = 'the long road to lake natron';
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;
/** The account's list as the API has it, asked with this tab's session. */
const accountIds = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/api/wishlist', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } })).json()).ids as string[]);

for (const locale of ['en', 'de']) {
  const origin = originFor(locale);
  const s = (key: string, params?: Record<string, string | number>) => t(locale, key, params);

  async function logIn(page: Page, email: string, next = '/Wishlists') {
    await page.goto(`${origin}/Login?next=${next}`);
    await hydrated(page);
    const form = page.getByTestId('login-form');
    await form.getByLabel(s('account.fields.email')).fill(email);
    await form.getByLabel(s('account.fields.password')).fill(PASSWORD);
    await form.getByRole('button', { name: s('account.login.submit') }).click();
    await expect(page.getByTestId('account-name')).toBeVisible();
  }

  async function signUp(page: Page, email: string) {
    await page.goto(`${origin}/Signup`);
    await hydrated(page);
    const form = page.getByTestId('signup-form');
    await form.getByLabel(s('account.fields.name')).fill('Zawadi Swai');
    await form.getByLabel(s('account.fields.email')).fill(email);
    await form.getByLabel(s('account.fields.password'), { exact: true }).fill(PASSWORD);
    await form.getByLabel(s('account.fields.passwordConfirmation')).fill(PASSWORD);
    await form.getByRole('button', { name: s('account.signup.submit') }).click();
    await expect(page.getByTestId('signup-sent')).toContainText(email);
    await page.goto(await signupLink(email));
    await page.getByRole('button', { name: s('account.signup.confirmSubmit') }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Zawadi Swai');
  }

  const newBrowserPage = async (browser: Browser) => (await browser.newContext({ storageState: DECIDED_CONSENT })).newPage();

  test(`${locale}: tours saved before signing in join the account, another browser sees them, a removal there is a removal here`, async ({ page, browser, request }) => {
    // Two browsers, a sign-up and a login (scrypt), several pages each: 24-26 s on two cores.
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));

    // An anonymous visitor saves two tours.
    await page.goto(`${origin}/tanzania-safari-package/`);
    await hydrated(page);
    const cards = page.getByTestId('tour-card');
    const titles: string[] = [];
    for (const i of [0, 1]) {
      titles.push((await cards.nth(i).getByTestId('tour-link').textContent())!.trim());
      await cards.nth(i).getByTestId('wishlist-toggle').click();
    }
    await expect(page.getByTestId('wishlist-count')).toHaveText('2');
    // A third tour, for the account that already exists (de).
    const third = {
      title: (await cards.nth(2).getByTestId('tour-link').textContent())!.trim(),
      slug: (await cards.nth(2).getByTestId('wishlist-toggle').getAttribute('href'))!.split('add=')[1],
    };
    await page.goto(`${origin}/Wishlists`);
    await expect(page.getByTestId('wishlist-account-note')).toContainText(s('wishlist.account.browserOnly'));
    await expect(page.getByTestId('wishlist-account-note').getByRole('link', { name: s('wishlist.account.logIn') })).toHaveAttribute('href', '/Login?next=/Wishlists');

    const email = uniqueEmail(`zawadi-${locale}`);
    let expected: string[];
    if (locale === 'en') {
      // Signs up: the account starts with this browser's two tours.
      await signUp(page, email);
      expected = titles;
    } else {
      // Logs in to an account that already holds another tour: the two join it, after it.
      const session = await signUpByApi(request, { name: 'Zawadi Swai', email, password: PASSWORD });
      const added = await request.post(`${originFor('en')}/api/wishlist`, { data: { ids: [third.slug] }, headers: { Authorization: `Bearer ${session.token}` } });
      expect((await added.json()).ids).toHaveLength(1);
      await logIn(page, email, '/Profile');
      expected = [third.title, ...titles];
    }
    await expect.poll(() => accountIds(page).then((ids) => ids.length)).toBe(expected.length);
    await page.goto(`${origin}/Wishlists`);
    await expect(page.getByTestId('wishlist-item').getByTestId('tour-link')).toHaveText(expected);
    await expect(page.getByTestId('wishlist-account-note')).toHaveText(s('wishlist.account.saved'));

    // Another browser (nothing saved in it) logs in: the account's tours are there.
    const other = await newBrowserPage(browser);
    other.on('pageerror', (err) => errors.push(err.message));
    await logIn(other, email);
    await expect(other).toHaveURL(`${origin}/Wishlists`);
    const items = other.getByTestId('wishlist-item');
    await expect(items.getByTestId('tour-link')).toHaveText(expected);
    await expect(other.getByTestId('wishlist-count')).toHaveText(String(expected.length));

    // It removes one (after a yes): gone there, also after a reload…
    await items.first().getByRole('button', { name: s('common.wishlist.remove') }).click();
    await other.getByRole('alertdialog', { name: s('common.wishlist.confirmOneTitle') }).getByRole('button', { name: s('common.wishlist.remove') }).click();
    const rest = expected.slice(1);
    await expect(items.getByTestId('tour-link')).toHaveText(rest);
    await expect.poll(() => accountIds(other).then((ids) => ids.length)).toBe(rest.length);
    await other.reload();
    await expect(items.getByTestId('tour-link')).toHaveText(rest);

    // …and in the first browser once it reloads, where it stays removed.
    await page.reload();
    await expect(page.getByTestId('wishlist-item').getByTestId('tour-link')).toHaveText(rest);
    await expect(page.getByTestId('wishlist-count')).toHaveText(String(rest.length));
    await page.reload();
    await expect(page.getByTestId('wishlist-item').getByTestId('tour-link')).toHaveText(rest);

    // Logging out leaves nothing of the account in this browser (a shared computer shows the next
    // person an empty list); the account keeps the tours and the next login brings them back.
    await page.getByTestId('account-menu').click();
    await page.getByTestId('logout').click();
    await expect(page.getByRole('link', { name: s('common.nav.login'), exact: true })).toBeVisible();
    await expect(page.getByTestId('wishlist-count')).toHaveCount(0);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|; )wishlist=[^;]/);
    await page.reload();
    await expect(page.getByTestId('wishlist-item')).toHaveCount(0);
    await logIn(page, email);
    await expect(page.getByTestId('wishlist-item').getByTestId('tour-link')).toHaveText(rest);
    expect(errors).toEqual([]);
    await other.context().close();
  });
}
