import sharp from 'sharp';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { t } from './strings';
import { formToken } from './formToken';

// /Profile in a real browser, on the English and the German domain: the login guard, editing
// every field, a picture that really reaches the server and comes back, refused files, and the
// session's traces gone after logging out.

import { PASSWORD, signUpInBrowser, uniqueEmail } from './accounts';

/** A small real PNG, made here (no binary fixture in the repository). */
const png = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 214, g: 140, b: 60 } } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"><circle cx="60" cy="45" r="30" fill="#2f5d3a"/></svg>') }])
    .png()
    .toBuffer();

const loaded = (img: Locator) => expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
const sessionCookies = async (page: Page) => Object.fromEntries((await page.context().cookies()).filter((c) => ['token', 'name', 'avatar'].includes(c.name)).map((c) => [c.name, decodeURIComponent(c.value)]));

for (const locale of ['en', 'de'] as const) {
  const origin = originFor(locale);
  const s = (key: string, params?: Record<string, string | number>) => t(locale, key, params);

  const signUp = (page: Page, name: string, email: string) => signUpInBrowser(page, locale, name, email);

  const profileForm = (page: Page) => page.getByTestId('profile-form');

  test.describe(`${locale}: profile`, () => {
    test('a visitor who is not logged in goes to the login page and comes back to /Profile after logging in', async ({ page }) => {
      const email = uniqueEmail('guard');
      await signUp(page, 'Zawadi Mrema', email);
      await page.getByTestId('account-menu').click();
      await page.getByTestId('logout').click();
      await expect(page.getByRole('link', { name: s('common.nav.login'), exact: true })).toBeVisible();

      await page.goto(`${origin}/Profile`);
      await expect(page).toHaveURL(`${origin}/Login?next=%2FProfile`);
      const login = page.getByTestId('login-form');
      await login.getByLabel(s('account.fields.email')).fill(email);
      await login.getByLabel(s('account.fields.password')).fill(PASSWORD);
      await login.getByRole('button', { name: s('account.login.submit') }).click();
      await expect(page).toHaveURL(`${origin}/Profile`);
      await expect(profileForm(page).getByLabel(s('account.fields.name'))).toHaveValue('Zawadi Mrema');
      await expect(profileForm(page).getByLabel(s('account.fields.email'))).toHaveValue(email);
    });

    test('"my bookings" in the account menu: a booking made under the account address is listed, and its link opens it', async ({ page }) => {
      const email = uniqueEmail('trip');
      await signUp(page, 'Baraka Temba', email);
      const [dep] = (await (await page.request.get(`${originFor('en')}/api/departures?limit=12`)).json()).departures.slice(-1);
      // Node cannot resolve de.localhost: the German page's own header says the language.
      const made = await page.request.post(`${originFor('en')}/api/bookings`, {
        headers: { 'X-Locale': locale },
        data: { tour: dep.tourSlug, departureId: dep.id, adults: 1, children: 0, childrenAges: [], fullName: 'Baraka Temba', email, phone: '+255 754 000 111', country: 'TZ', acceptTerms: true, formToken: await formToken(page.request) },
      });
      expect(made.status(), await made.text()).toBe(201);
      const { bookingNumber } = await made.json();
      await page.getByTestId('account-menu').click();
      await page.getByRole('link', { name: s('common.nav.bookings') }).click();
      const card = page.getByTestId('account-booking');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(bookingNumber);
      await expect(card).toContainText(s('account.bookings.status.awaiting_deposit'));
      await card.getByRole('link', { name: s('account.bookings.open', { number: bookingNumber }) }).click();
      await expect(page).toHaveURL(new RegExp(`/Payment\\?booking=${bookingNumber}&key=`));
      await expect(page.getByTestId('booking-status')).toBeVisible();
    });

    test('edit every field and the picture; a text file named .jpg is refused and nothing typed is lost; all of it is there after a reload; logout clears it', async ({ page }) => {
      // No hydration mismatch and no failed request on the way (the refused file is never sent).
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
      const email = uniqueEmail('amani');
      await signUp(page, 'Amani Kweka', email);
      await page.goto(`${origin}/Profile`);
      const form = profileForm(page);
      const name = form.getByLabel(s('account.fields.name'));
      await expect(name).toHaveValue('Amani Kweka');

      // The email is shown, not editable; the phone placeholder is the spec's, in the page's language.
      await expect(form.getByLabel(s('account.fields.email'))).toHaveValue(email);
      await expect(form.getByLabel(s('account.fields.email'))).not.toBeEditable();
      const phone = form.getByLabel(s('account.profile.fields.phone'));
      await expect(phone).toHaveAttribute('placeholder', locale === 'en' ? 'Enter a phone number' : s('leads.placeholders.phone'));
      if (locale === 'de') await expect(phone).toHaveAttribute('placeholder', 'Telefonnummer eingeben');
      await expect(form.locator('#avatar-hint')).toHaveText(s('account.profile.avatar.hint', { size: '5 MB' }));

      // Title and countries are named in the page's language.
      const title = form.getByLabel(s('account.profile.fields.title'));
      await expect(title.locator('option[value="Mr"]')).toHaveText(s('account.profile.titles.Mr'));
      const country = form.getByLabel(s('account.profile.fields.country'), { exact: true });
      const tanzania = new Intl.DisplayNames([locale], { type: 'region' }).of('TZ')!;
      await expect(country.locator('option[value="TZ"]')).toHaveText(tanzania);

      await name.fill('Amani J. Kweka');
      await title.selectOption('Dr');
      await phone.fill('+255 754 000 111');
      await country.selectOption('TZ');
      await form.getByLabel(s('account.profile.fields.countryOfResidence')).selectOption('DE');

      // A text file dressed as a photo: refused at once, in the page's language; the typed fields stay.
      const picker = form.getByLabel(s('account.profile.avatar.choose'));
      await picker.setInputFiles({ name: 'safari.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('This is a packing list, not a photo.\n'.repeat(10)) });
      await expect(form.getByTestId('error-avatar')).toHaveText(s('validation.avatarType'));
      await expect(form.getByTestId('avatar-preview')).toHaveCount(0);
      await form.getByRole('button', { name: s('account.profile.submit') }).click();
      await expect(page.getByTestId('form-error')).toContainText(s('leads.submit.invalid'));
      await expect(name).toHaveValue('Amani J. Kweka');
      await expect(phone).toHaveValue('+255 754 000 111');
      await expect(title).toHaveValue('Dr');
      await expect(country).toHaveValue('TZ');

      // A real picture: previewed before sending.
      await form.getByLabel(s('account.profile.avatar.change')).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png() });
      await expect(form.getByTestId('error-avatar')).toHaveCount(0);
      await loaded(form.getByTestId('avatar-preview'));

      // Sending: the button says so while the request is under way (held back a moment to be seen).
      await page.route('**/api/updateProfile', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      const send = form.getByRole('button', { name: s('account.profile.submit') });
      await send.click();
      await expect(form.getByRole('button', { name: s('leads.submit.submitting') })).toBeDisabled();
      await expect(page.getByTestId('profile-saved')).toHaveText(s('account.profile.saved'));
      await page.unroute('**/api/updateProfile');

      // The header shows the new name and the picture; the cookies follow.
      await expect(page.getByTestId('account-name')).toHaveText('Amani J. Kweka');
      await loaded(page.getByTestId('account-avatar'));
      await loaded(form.getByTestId('profile-avatar'));
      const cookies = await sessionCookies(page);
      expect(cookies.name).toBe('Amani J. Kweka');
      expect(cookies.avatar).toMatch(/^\/api\/avatar\/[0-9a-f]{32}$/);
      expect(await form.getByTestId('profile-avatar').getAttribute('src')).toBe(cookies.avatar);

      // After a reload, everything comes back from the server.
      await page.reload();
      await expect(name).toHaveValue('Amani J. Kweka');
      await expect(title).toHaveValue('Dr');
      await expect(phone).toHaveValue('+255 754 000 111');
      await expect(country).toHaveValue('TZ');
      await expect(form.getByLabel(s('account.profile.fields.countryOfResidence'))).toHaveValue('DE');
      await loaded(form.getByTestId('profile-avatar'));
      await expect(page.getByTestId('account-name')).toHaveText('Amani J. Kweka');
      await loaded(page.getByTestId('account-avatar'));

      // Logging out removes the token, name and avatar cookies and the stored token; the page asks to log in.
      await page.getByTestId('account-menu').click();
      await page.getByTestId('logout').click();
      await expect(page).toHaveURL(`${origin}/Login?next=%2FProfile`);
      expect(await sessionCookies(page)).toEqual({});
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await expect(page.getByTestId('account-avatar')).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('a file that only starts like a PNG: the preview fails, the server refuses it (400), the message is under the picture and the form is kept', async ({ page }) => {
      await signUp(page, 'Neema Laizer', uniqueEmail('neema'));
      await page.goto(`${origin}/Profile`);
      const form = profileForm(page);
      await form.getByLabel(s('account.fields.name')).fill('Neema M. Laizer');
      const broken = Buffer.concat([(await png()).subarray(0, 16), Buffer.from('the rest of this picture is missing')]);
      await form.getByLabel(s('account.profile.avatar.choose')).setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: broken });
      // The preview cannot be drawn: said at once, though the file is still sent if the person insists.
      await expect(form.getByTestId('error-avatar')).toHaveText(s('validation.avatarType'));
      const answer = page.waitForResponse((res) => res.url().endsWith('/api/updateProfile'));
      await form.getByRole('button', { name: s('account.profile.submit') }).click();
      expect((await answer).status()).toBe(400);
      await expect(form.getByTestId('error-avatar')).toHaveText(s('validation.avatarType'));
      await expect(page.getByTestId('form-error')).toContainText(s('leads.submit.invalid'));
      await expect(form.getByLabel(s('account.fields.name'))).toHaveValue('Neema M. Laizer');
      await expect(page.getByTestId('account-name')).toHaveText('Neema Laizer');
    });

    test('a profile that cannot be loaded leads to /Error404', async ({ page }) => {
      await signUp(page, 'Baraka Mollel', uniqueEmail('baraka'));
      // The connection to the profile API fails (the session itself is fine).
      await page.route('**/api/getProfile', (route) => route.abort('connectionfailed'));
      await page.goto(`${origin}/Profile`);
      await expect(page).toHaveURL(`${origin}/Error404`);
    });
  });
}
