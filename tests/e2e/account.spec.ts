import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eEnv, originFor } from './e2eEnv.cjs';
import { t } from './strings';
import { PASSWORD, signUpByApi, signUpInBrowser as signUp, uniqueEmail } from './accounts';
import { mailsTo, signupLink } from './mailbox';

const cookieNames = async (page: Page) => (await page.context().cookies()).filter((c) => ['token', 'name', 'avatar'].includes(c.name));

/** The reset link in the newest .eml sent to that address (quoted-printable undone). */
function resetLinkFor(email: string): string | undefined {
  const dir = e2eEnv.OUTBOX_DIR;
  const mails = (fs.existsSync(dir) ? fs.readdirSync(dir) : []).filter((f) => f.endsWith('.eml')).map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
  return mails.filter((m) => m.includes(`To: ${email}`)).map((m) => m.match(/https?:\/\/\S+\/ForgotPassword\?token=[A-Za-z0-9_-]+/)?.[0]).find(Boolean);
}

test.describe('accounts', () => {
  test('en: sign up, stay signed in after a reload, log out clears token, name and avatar, log in again', async ({ page }) => {
    const email = uniqueEmail('amani');
    await signUp(page, 'en', 'Amani Kweka', email);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const cookies = await cookieNames(page);
    expect(cookies.map((c) => c.name).sort()).toEqual(['name', 'token']);
    for (const c of cookies) expect(c.sameSite).toBe('Lax');

    await page.reload();
    await expect(page.getByTestId('account-name')).toHaveText('Amani Kweka');

    // The name opens the account menu; Escape closes it; its links lead to the account's pages.
    const menuButton = page.getByTestId('account-menu');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: t('en', 'common.nav.dashboard') })).toBeHidden();
    // Escape from an item of the menu: closed, and focus back on its button (walked: on nothing).
    await menuButton.click();
    await page.getByRole('link', { name: t('en', 'common.nav.dashboard') }).focus();
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await page.getByRole('link', { name: t('en', 'common.nav.dashboard') }).click();
    await expect(page).toHaveURL(/\/Dashboard$/);
    await expect(page.getByRole('link', { name: t('en', 'common.nav.dashboard') })).toBeHidden();

    await page.getByTestId('account-menu').click();

    await page.getByTestId('logout').click();
    await expect(page.getByRole('link', { name: t('en', 'common.nav.login'), exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await cookieNames(page)).toEqual([]);

    // A wrong password says so and keeps what was typed; the right one returns to ?next=.
    await page.goto('/Login?next=/Contact');
    const form = page.getByTestId('login-form');
    await form.getByLabel(t('en', 'account.fields.email')).fill(email);
    await form.getByLabel(t('en', 'account.fields.password')).fill('not the password at all');
    await form.getByRole('button', { name: t('en', 'account.login.submit') }).click();
    // The server's reason, not "the connection failed", nor "Sorry. Something went wrong" (nothing failed).
    await expect(page.getByTestId('form-error')).toContainText(t('en', 'api.invalidCredentials'));
    await expect(page.getByTestId('form-error')).not.toContainText(t('en', 'leads.submit.failed'));
    // A keyboard user is on the answer, not on nothing (the send button dropped the focus while sending).
    await expect(page.getByTestId('form-error')).toBeFocused();
    await expect(form.getByLabel(t('en', 'account.fields.email'))).toHaveValue(email);
    await form.getByLabel(t('en', 'account.fields.password')).fill(PASSWORD);
    await form.getByRole('button', { name: t('en', 'account.login.submit') }).click();
    await expect(page).toHaveURL(/\/Contact$/);
    await expect(page.getByTestId('account-name')).toHaveText('Amani Kweka');
  });

  test('de, phone: signing up with an address that has an account looks the same as a new one; only the owner learns, by mail; a used link says so', async ({ page }) => {
    const owner = uniqueEmail('ida');
    await signUp(page, 'de', 'Ida Hoffmann', owner);
    const confirmLink = await signupLink(owner);
    await page.getByTestId('account-menu').click();
    await page.getByTestId('logout').click();
    await page.setViewportSize({ width: 390, height: 844 });

    const sent = async (email: string) => {
      await page.goto(`${originFor('de')}/Signup`);
      const form = page.getByTestId('signup-form');
      await form.getByLabel(t('de', 'account.fields.name')).fill('Mallory Fremd');
      await form.getByLabel(t('de', 'account.fields.email')).fill(email);
      await form.getByLabel(t('de', 'account.fields.password'), { exact: true }).fill('ein anderes Passwort');
      await form.getByLabel(t('de', 'account.fields.passwordConfirmation')).fill('ein anderes Passwort');
      await form.getByRole('button', { name: t('de', 'account.signup.submit') }).click();
      const panel = page.getByTestId('signup-sent');
      await expect(panel).toContainText(t('de', 'account.signup.sentTitle'));
      // The form gave way to this: focus is on it, not on nothing (walked with the keyboard).
      await expect(panel).toBeFocused();
      return (await panel.innerText()).replace(email.toLowerCase(), '<email>');
    };
    const fresh = uniqueEmail('neu');
    expect(await sent(owner.toUpperCase())).toBe(await sent(fresh));

    // The owner is told, in German, with the ways back in; the stranger's name is not in it.
    const told = () => mailsTo(owner).find((m) => m.includes(t('de', 'mail.signupExisting.intro')));
    await expect.poll(told, { timeout: 15_000 }).toBeTruthy();
    expect(told()).toContain(`${originFor('de')}/ForgotPassword`);
    expect(told()).not.toContain('Mallory');

    // The owner's password still opens the account; the stranger's does not.
    await page.goto(`${originFor('de')}/Login`);
    await page.getByLabel(t('de', 'account.fields.email')).fill(owner);
    await page.getByLabel(t('de', 'account.fields.password')).fill('ein anderes Passwort');
    await page.getByRole('button', { name: t('de', 'account.login.submit') }).click();
    await expect(page.getByTestId('form-error')).toBeVisible();
    await page.getByLabel(t('de', 'account.fields.password')).fill(PASSWORD);
    await page.getByRole('button', { name: t('de', 'account.login.submit') }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Ida Hoffmann');

    // The first link, opened again, says it is used up and offers the ways on.
    await page.goto(confirmLink);
    await page.getByRole('button', { name: t('de', 'account.signup.confirmSubmit') }).click();
    const dead = page.getByTestId('signup-link-dead');
    await expect(dead).toContainText(t('de', 'api.signupLinkInvalid'));
    await expect(dead.getByRole('link', { name: t('de', 'account.signup.startAgain') })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('de, phone: the mailed link opened on another device asks for the password chosen at sign-up; a wrong one is said on its field', async ({ page, browser }) => {
    const email = uniqueEmail('lena');
    await page.goto(`${originFor('de')}/Signup`);
    const form = page.getByTestId('signup-form');
    await form.getByLabel(t('de', 'account.fields.name')).fill('Lena Vogel');
    await form.getByLabel(t('de', 'account.fields.email')).fill(email);
    await form.getByLabel(t('de', 'account.fields.password'), { exact: true }).fill(PASSWORD);
    await form.getByLabel(t('de', 'account.fields.passwordConfirmation')).fill(PASSWORD);
    await form.getByRole('button', { name: t('de', 'account.signup.submit') }).click();
    await expect(page.getByTestId('signup-sent')).toContainText(email);

    // The phone: another browser, which did not sign up.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await phone.newPage();
    await other.goto(await signupLink(email));
    await other.getByRole('button', { name: t('de', 'account.signup.confirmSubmit') }).click();
    await expect(other.getByTestId('form-error')).toContainText(t('de', 'api.signupPasswordNeeded'));
    const password = other.getByLabel(t('de', 'account.fields.password'));
    await password.fill('nicht das Passwort 1');
    await other.getByRole('button', { name: t('de', 'account.signup.confirmSubmit') }).click();
    await expect(other.getByTestId('error-password')).toHaveText(t('de', 'validation.signupPasswordWrong'));
    // What was typed stays; the right password opens the account and signs the phone in.
    await expect(password).toHaveValue('nicht das Passwort 1');
    await password.fill(PASSWORD);
    await other.getByRole('button', { name: t('de', 'account.signup.confirmSubmit') }).click();
    await expect(other.getByTestId('account-name')).toHaveText('Lena Vogel');
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
  });

  test('en → de: a signed-in traveller who picks German is still signed in on the German domain; the one-time code leaves the address and works once', async ({ page }) => {
    const email = uniqueEmail('zuri');
    await signUp(page, 'en', 'Zuri Massawe', email);
    await page.goto('/Contact');
    await expect(page.getByTestId('account-name')).toHaveText('Zuri Massawe');
    await page.getByTestId('locale-dropdown').locator('summary').click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(`${originFor('de')}/Contact`);
    await expect(page.getByTestId('account-name')).toHaveText('Zuri Massawe');
    expect(new URL(page.url()).hash).toBe('');
    // Its own session on this domain: a reload keeps it.
    await page.reload();
    await expect(page.getByTestId('account-name')).toHaveText('Zuri Massawe');

    // A code works once: the first page that brings it from the site is signed in, a second one (history, a copied address) is not.
    const newCode = () => page.evaluate(async () => (await (await fetch('/api/auth/handoff', { method: 'POST', headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } })).json()).code as string);
    const code = await newCode();
    const elsewhere = await page.context().browser()!.newContext();
    const first = await elsewhere.newPage();
    await first.goto(`${originFor('fr')}/Contact#handoff=${code}`, { referer: `${originFor('de')}/` });
    await expect(first.getByTestId('account-name')).toHaveText('Zuri Massawe');
    const second = await elsewhere.newPage();
    await second.goto(`${originFor('es')}/Contact#handoff=${code}`, { referer: `${originFor('de')}/` });
    await expect(second.getByRole('link', { name: t('es', 'common.nav.login'), exact: true })).toBeVisible();
    await elsewhere.close();

    // Walked: a code Zuri makes and mails to someone must not sign its reader into Zuri's account
    // (their booking's address and wishlist would be Zuri's), nor replace a session already open.
    const reader = await page.context().browser()!.newContext();
    const mailed = await reader.newPage();
    await mailed.goto(`${originFor('it')}/Contact#handoff=${await newCode()}`);
    await expect(mailed.getByRole('link', { name: t('it', 'common.nav.login'), exact: true })).toBeVisible();
    await expect.poll(() => mailed.evaluate(() => window.location.hash)).toBe('');
    const linked = await reader.newPage();
    await linked.goto(`${originFor('it')}/Contact#handoff=${await newCode()}`, { referer: 'http://evil.localhost:3999/' });
    await expect(linked.getByRole('link', { name: t('it', 'common.nav.login'), exact: true })).toBeVisible();
    expect(await linked.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await reader.close();
  });

  test('en: a saved token the server no longer knows is cleared on the next page', async ({ page }) => {
    await page.goto('/About');
    await page.evaluate(() => localStorage.setItem('token', 'x'.repeat(43)));
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('link', { name: t('en', 'common.nav.login'), exact: true })).toBeVisible();
  });

  test('de: mismatched passwords are caught in German; a mailed reset link sets a new password once', async ({ page }) => {
    await page.goto(`${originFor('de')}/Signup`);
    const form = page.getByTestId('signup-form');
    await form.getByLabel(t('de', 'account.fields.password'), { exact: true }).fill(PASSWORD);
    await form.getByLabel(t('de', 'account.fields.passwordConfirmation')).fill(`${PASSWORD}!`);
    await form.getByRole('button', { name: t('de', 'account.signup.submit') }).click();
    await expect(page.getByTestId('error-passwordConfirmation')).toHaveText(t('de', 'validation.passwordMismatch'));
    await expect(page.getByTestId('error-name')).toHaveText(t('de', 'validation.required'));
    await expect(page.getByTestId('form-error')).toContainText(t('de', 'leads.submit.invalid'));

    const email = uniqueEmail('jonas');
    await signUp(page, 'de', 'Jonas Weber', email);
    await page.getByTestId('account-menu').click();
    await page.getByTestId('logout').click();

    await page.goto(`${originFor('de')}/ForgotPassword`);
    await page.getByLabel(t('de', 'account.fields.email')).fill(email);
    await page.getByRole('button', { name: t('de', 'account.forgot.submit') }).click();
    await expect(page.getByTestId('forgot-sent')).toContainText(email);
    await expect.poll(() => resetLinkFor(email), { timeout: 15_000 }).toBeTruthy();
    const link = resetLinkFor(email)!;
    expect(new URL(link).origin).toBe(originFor('de'));

    const res = await page.goto(link);
    expect(res?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('de', 'account.reset.title'));
    // The band under the heading speaks of the new password, not of entering an email.
    await expect(page.getByText(t('de', 'account.reset.intro'))).toBeVisible();
    await expect(page.getByText(t('de', 'pages.forgotPassword.intro'))).toHaveCount(0);
    const newPassword = 'ein ganz neues Passwort';
    await page.getByLabel(t('de', 'account.fields.newPassword')).fill(newPassword);
    await page.getByLabel(t('de', 'account.fields.passwordConfirmation')).fill(newPassword);
    await page.getByRole('button', { name: t('de', 'account.reset.submit') }).click();
    await expect(page.getByTestId('reset-done')).toContainText(t('de', 'account.reset.done'));

    // The link worked once: opened again, it says so before any password is typed, and offers a new link.
    await page.goto(link);
    const dead = page.getByTestId('reset-link-dead');
    await expect(dead.getByRole('alert')).toContainText(t('de', 'validation.resetLink'));
    await expect(page.getByLabel(t('de', 'account.fields.newPassword'))).toHaveCount(0);
    await dead.getByLabel(t('de', 'account.fields.email')).fill(email);
    await dead.getByRole('button', { name: t('de', 'account.forgot.submit') }).click();
    await expect(page.getByTestId('forgot-sent')).toContainText(email);

    await page.goto(`${originFor('de')}/Login`);
    await page.getByLabel(t('de', 'account.fields.email')).fill(email);
    await page.getByLabel(t('de', 'account.fields.password')).fill(newPassword);
    await page.getByRole('button', { name: t('de', 'account.login.submit') }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Jonas Weber');
  });
});

test.describe('the password, changed from the profile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // Walked on 30 Nov: a signed-in traveller had no way to change it but the forgotten-password mail.
  test('de, phone: the current password and the new one twice; this browser stays signed in, the mail says so, the new one logs in', async ({ page, browser }) => {
    const email = uniqueEmail('lena');
    await signUp(page, 'de', 'Lena Vogel', email);
    // The page the mailed link leads to says the account is open (walked on 30 Nov: not a word).
    await expect(page.getByTestId('site-notice')).toHaveText(t('de', 'common.notices.accountOpened'));
    await page.goto(`${originFor('de')}/Profile`);
    const form = page.getByTestId('change-password-form');
    await form.getByLabel(t('de', 'account.fields.currentPassword')).fill('nicht mein Passwort');
    const newPassword = 'Giraffen am Kraterrand 2027';
    await form.getByLabel(t('de', 'account.fields.newPassword')).fill(newPassword);
    await form.getByLabel(t('de', 'account.fields.passwordConfirmation')).fill(newPassword);
    await form.getByRole('button', { name: t('de', 'account.password.submit') }).click();
    await expect(page.getByTestId('error-currentPassword')).toHaveText(t('de', 'validation.currentPasswordWrong'));
    await expect(form.getByLabel(t('de', 'account.fields.newPassword'))).toHaveValue(newPassword);

    await form.getByLabel(t('de', 'account.fields.currentPassword')).fill(PASSWORD);
    await form.getByRole('button', { name: t('de', 'account.password.submit') }).click();
    await expect(page.getByTestId('password-changed')).toHaveText(t('de', 'account.password.done'));
    await expect(form.getByLabel(t('de', 'account.fields.newPassword'))).toHaveValue('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('password-changed-de-390.png'), fullPage: false });
    await expect.poll(() => mailsTo(email).filter((m) => m.includes(t('de', 'mail.passwordChanged.introProfile'))).length, { timeout: 15_000 }).toBe(1);

    await page.reload();
    await expect(page.getByTestId('account-name')).toHaveText('Lena Vogel');
    // Another phone: the new password signs in there.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await other.newPage();
    await phone.goto(`${originFor('de')}/Login`);
    await phone.getByLabel(t('de', 'account.fields.email')).fill(email);
    await phone.getByLabel(t('de', 'account.fields.password')).fill(newPassword);
    await phone.getByRole('button', { name: t('de', 'account.login.submit') }).click();
    await expect(phone.getByTestId('account-name')).toHaveText('Lena Vogel');
    await other.close();
  });
});

test.describe('pages for logged-in users', () => {
  // One account serves every language domain; Node cannot resolve *.localhost, so it is opened on the English one.
  async function openAccount(page: Page, name: string) {
    const email = uniqueEmail(name.split(' ')[0].toLowerCase());
    await signUpByApi(page.request, { name, email });
    return email;
  }

  for (const [locale, path] of [['en', '/Dashboard'], ['de', '/AffiliateLink'], ['en', '/Profile']] as const) {
    test(`${locale}: ${path} sends a visitor to log in and comes back there afterwards`, async ({ page }) => {
      const email = await openAccount(page, 'Baraka Lyimo');
      await page.goto(`${originFor(locale)}${path}?from=mail`);
      await expect(page).toHaveURL(`${originFor(locale)}/Login?next=${encodeURIComponent(`${path}?from=mail`)}`);
      const form = page.getByTestId('login-form');
      await form.getByLabel(t(locale, 'account.fields.email')).fill(email);
      await form.getByLabel(t(locale, 'account.fields.password')).fill(PASSWORD);
      await form.getByRole('button', { name: t(locale, 'account.login.submit') }).click();
      await expect(page).toHaveURL(`${originFor(locale)}${path}?from=mail`);
      await expect(page.getByTestId('account-name')).toHaveText('Baraka Lyimo');
      await expect(page.getByText(t(locale, 'account.guard.checking'))).toHaveCount(0);
    });
  }

  test('en: a saved token the server refuses sends the visitor from /Profile to log in', async ({ page }) => {
    await page.goto('/About');
    await page.evaluate(() => localStorage.setItem('token', 'y'.repeat(43)));
    await page.goto('/Profile');
    await expect(page).toHaveURL(/\/Login\?next=%2FProfile$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
