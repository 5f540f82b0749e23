import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eEnv, originFor } from './e2eEnv.cjs';
import { t } from './strings';
import { PASSWORD, signUpInBrowser as signUp, uniqueEmail } from './accounts';

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
    await expect(page.getByTestId('form-error')).toContainText(t('en', 'leads.submit.failed'));
    // The server's reason, not "the connection failed".
    await expect(page.getByTestId('form-error')).toContainText(t('en', 'api.invalidCredentials'));
    await expect(form.getByLabel(t('en', 'account.fields.email'))).toHaveValue(email);
    await form.getByLabel(t('en', 'account.fields.password')).fill(PASSWORD);
    await form.getByRole('button', { name: t('en', 'account.login.submit') }).click();
    await expect(page).toHaveURL(/\/Contact$/);
    await expect(page.getByTestId('account-name')).toHaveText('Amani Kweka');
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

test.describe('pages for logged-in users', () => {
  // One account serves every language domain; Node cannot resolve *.localhost, so it is opened on the English one.
  async function openAccount(page: Page, name: string) {
    const email = uniqueEmail(name.split(' ')[0].toLowerCase());
    const res = await page.request.post(`${originFor('en')}/api/auth/signup`, { data: { name, email, password: PASSWORD, passwordConfirmation: PASSWORD } });
    expect(res.status()).toBe(201);
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
