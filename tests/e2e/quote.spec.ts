import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eEnv, originFor } from './e2eEnv.cjs';
import { fillWizard, inDays, next } from './quoteWizard';
import { t } from './strings';
import { hydrated } from './hydrated';

test.describe('quote wizard', () => {
  for (const locale of ['en', 'de']) {
    test(`${locale}: every step in order, back and next keep answers, a refresh keeps progress, success shows the quote number`, async ({ page }) => {
      await page.goto(`${originFor(locale)}/Quote`);
      await fillWizard(page, locale);
      await page.reload();
      await expect(page.locator('#fullName')).toHaveValue('Anna Berger');
      await expect(page.locator('#message')).toHaveValue('Wir feiern unsere Hochzeit.');
      await page.waitForTimeout(2600); // people take longer than the anti-bot minimum
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/requestquote'));
      await page.getByRole('button', { name: t(locale, 'leads.submit.quote') }).click();
      expect((await sent).status()).toBe(201);
      await expect(page).toHaveURL(/\/ThankyouQuote\?number=Q-\d{4}-\d{6}$/);
      const success = page.getByTestId('quote-success');
      await expect(success).toContainText(t(locale, 'leads.success.quote'));
      // The message once, with its full stop; then what was asked.
      expect(t(locale, 'leads.success.quote')).toMatch(/\.$/);
      expect((await page.locator('main').innerText()).split(t(locale, 'leads.success.quote')).length - 1).toBe(1);
      const recap = page.getByTestId('quote-recap');
      await expect(recap).toContainText('Serengeti, Zanzibar');
      await expect(recap).toContainText(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${inDays(120)}T00:00:00Z`)));
      await expect(recap).toContainText(`${t(locale, 'leads.recap.adults')}: 2`);
      await expect(recap).toContainText(`${t(locale, 'leads.recap.children')}: 1`);
      await expect(recap).toContainText(`${t(locale, 'leads.recap.days')}9`);
      const number = (await page.getByTestId('quote-number').textContent())!.match(/Q-\d{4}-\d{6}/)![0];
      // On a phone the reference stays on one line ("Q-2026-" and "000012" were two).
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.getByTestId('quote-number').locator('strong').evaluate((el) => [el.textContent, el.getClientRects().length])).toEqual([number, 1]);
      // The server's own outbox sender writes both mails (no SMTP here: .eml files).
      const mails = () => (fs.existsSync(e2eEnv.OUTBOX_DIR) ? fs.readdirSync(e2eEnv.OUTBOX_DIR) : []).filter((f) => f.endsWith('.eml')).map((f) => fs.readFileSync(path.join(e2eEnv.OUTBOX_DIR, f), 'utf8')).filter((m) => m.includes(number));
      await expect.poll(() => mails().length, { timeout: 15_000 }).toBe(2);
      expect(mails().some((m) => m.includes('To: anna.berger@example.org') && m.includes(`Content-Language: ${locale}`))).toBe(true);
    });
  }

  test('a failed submit keeps every answer and says so; the retry goes through once', async ({ page }) => {
    await page.goto('/Quote');
    await fillWizard(page, 'en');
    await page.waitForTimeout(2600);
    await page.route('**/api/requestquote', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: t('en', 'leads.submit.quote') }).click();
    await expect(page.getByTestId('form-error')).toContainText(t('en', 'leads.submit.failed'));
    await expect(page.getByTestId('form-error')).toContainText(t('en', 'leads.submit.offline'));
    for (const [id, value] of [['#fullName', 'Anna Berger'], ['#email', 'anna.berger@example.org'], ['#phone', '+49 30 1234567'], ['#message', 'Wir feiern unsere Hochzeit.'], ['#country', 'DE']]) {
      await expect(page.locator(id)).toHaveValue(value);
    }
    await page.unroute('**/api/requestquote');
    await page.getByRole('button', { name: t('en', 'leads.submit.quote') }).click();
    await expect(page).toHaveURL(/\/ThankyouQuote\?number=Q-/);
  });

  test('starts from the home search and the tour the traveller came from; saved details come back next time', async ({ page }) => {
    await page.goto('/');
    const search = page.getByTestId('hero-search');
    await search.locator('input[name="q"]').fill('Ngorongoro');
    await search.locator('input[name="date"]').fill(inDays(90));
    await search.locator('input[name="adults"]').fill('3');
    await search.getByRole('button').click();
    await page.waitForURL(/tanzania-safari-package/);
    const tours = await (await page.request.get('/api/tourList')).json();
    const tour = tours.tours[0];
    await page.goto(`/Quote?tour=${tour.slug}`);
    await expect(page.getByTestId('quote-tour')).toContainText(tour.title);
    for (let i = 0; i < 4; i++) {
      const choice = page.getByTestId('quote-wizard').locator('input[type="radio"]').first();
      if (await choice.count()) await choice.check();
      if (i === 1) await expect(page.locator('#days')).toHaveValue(String(tour.days));
      await next(page, 'en');
    }
    await expect(page.locator('#departureDate')).toHaveValue(inDays(90));
    await next(page, 'en');
    await expect(page.locator('#destination')).toHaveValue('Ngorongoro');
    await next(page, 'en');
    await expect(page.locator('#adults')).toHaveValue('3');
    await next(page, 'en');
    await page.locator('#fullName').fill('Sam Lee');
    await page.locator('#email').fill('sam.lee@example.org');
    await page.locator('#phone').fill('+44 20 7946 0000');
    await page.locator('#country').selectOption('GB');
    await page.getByLabel(t('en', 'leads.fields.saveDetails')).check();
    await page.waitForTimeout(2600);
    await page.getByRole('button', { name: t('en', 'leads.submit.quote') }).click();
    await expect(page).toHaveURL(/\/ThankyouQuote/);

    await page.goto('/Quote');
    for (let i = 0; i < 7; i++) {
      const choice = page.getByTestId('quote-wizard').locator('input[type="radio"]').first();
      if (await choice.count()) await choice.check();
      if (i === 4) await page.locator('#departureDate').fill(inDays(60));
      await next(page, 'en');
    }
    await expect(page.locator('#fullName')).toHaveValue('Sam Lee');
    await expect(page.locator('#email')).toHaveValue('sam.lee@example.org');
    await expect(page.locator('#country')).toHaveValue('GB');
  });
});

test.describe('quote modal on the tour page', () => {
  test('opens from "get a free quote", sends the short form and lands on the thank-you page', async ({ page }) => {
    const tours = await (await page.request.get('/api/tourList')).json();
    await page.goto(`/trip/${tours.tours[1].slug}`);
    await page.getByTestId('quote-pane').getByRole('link', { name: t('en', 'tour.pane.getQuote') }).click();
    const modal = page.getByTestId('quote-modal');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(tours.tours[1].title);
    await modal.getByRole('button', { name: t('en', 'leads.submit.quote') }).click();
    await expect(modal.getByTestId('error-fullName')).toHaveText(t('en', 'validation.required'));
    await modal.locator('#departureDate').fill(inDays(45));
    await modal.locator('#fullName').fill('Lea Rossi');
    await modal.locator('#email').fill('lea.rossi@example.org');
    await modal.locator('#phone').fill('+39 06 1234567');
    await modal.locator('#country').selectOption('IT');
    await page.waitForTimeout(2600);
    await modal.getByRole('button', { name: t('en', 'leads.submit.quote') }).click();
    await expect(page).toHaveURL(/\/ThankyouQuote\?number=Q-\d{4}-\d{6}$/);
    const recap = page.getByTestId('quote-recap');
    await expect(recap).toContainText(tours.tours[1].title);
    await expect(recap).toContainText(`${t('en', 'leads.recap.adults')}: 2`);
  });

  // Walked on 30 Nov: "Prefer to tell us more?" opened the full form with the tour but nothing typed.
  test('"tell us more" takes what was typed in the short form to the full one', async ({ page }) => {
    const tours = await (await page.request.get('/api/tourList')).json();
    await page.goto(`/trip/${tours.tours[3].slug}`);
    await page.getByTestId('quote-pane').getByRole('link', { name: t('en', 'tour.pane.getQuote') }).click();
    const modal = page.getByTestId('quote-modal');
    await modal.locator('#departureDate').fill(inDays(60));
    await modal.locator('#children').fill('1');
    await modal.locator('#childAge1').fill('0');
    await modal.locator('#fullName').fill('Ana Luísa Conceição');
    await modal.locator('#email').fill('ana.luisa@example.pt');
    await modal.getByRole('link', { name: t('en', 'leads.modal.more') }).click();
    await expect(page).toHaveURL(/\/Quote\?tour=/);
    await expect(page.getByTestId('quote-tour')).toContainText(tours.tours[3].title);
    await expect(page.getByRole('status').filter({ hasText: t('en', 'leads.wizard.carriedOver') })).toBeVisible();
    const data = await page.evaluate(() => JSON.parse(sessionStorage.getItem('twiga.quoteDraft') ?? '{}').answers);
    expect(data).toMatchObject({ departureDate: inDays(60), adults: 2, children: 1, childrenAges: [0], fullName: 'Ana Luísa Conceição', email: 'ana.luisa@example.pt', tour: tours.tours[3].slug });
  });

  test('says "Sending" while the request is out; a failed send keeps the answers and the retry goes through', async ({ page }) => {
    const tours = await (await page.request.get('/api/tourList')).json();
    await page.goto(`/trip/${tours.tours[2].slug}`);
    await page.getByTestId('quote-pane').getByRole('link', { name: t('en', 'tour.pane.getQuote') }).click();
    const modal = page.getByTestId('quote-modal');
    await modal.locator('#departureDate').fill(inDays(50));
    await modal.locator('#children').fill('1');
    await modal.locator('#childAge1').fill('7');
    await modal.locator('#fullName').fill('Noah Keller');
    await modal.locator('#email').fill('noah.keller@example.org');
    await modal.locator('#phone').fill('+41 44 123 45 67');
    await modal.locator('#country').selectOption('CH');
    await page.waitForTimeout(2600);

    await page.route('**/api/requestquote', (route) => route.abort('connectionfailed'));
    await modal.getByRole('button', { name: t('en', 'leads.submit.quote') }).click();
    await expect(modal.getByTestId('form-error')).toContainText(t('en', 'leads.submit.failed'));
    for (const [id, value] of [['#fullName', 'Noah Keller'], ['#email', 'noah.keller@example.org'], ['#childAge1', '7'], ['#country', 'CH']]) {
      await expect(modal.locator(id)).toHaveValue(value);
    }

    // The real server answers, a little late: long enough to see the pending label.
    await page.unroute('**/api/requestquote');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/requestquote', async (route) => {
      await held;
      await route.continue();
    });
    await modal.getByRole('button', { name: t('en', 'leads.submit.quote') }).click();
    await expect(modal.getByRole('button', { name: t('en', 'leads.submit.sending') })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/ThankyouQuote\?number=Q-\d{4}-\d{6}$/);
    await expect(page.getByTestId('quote-recap')).toContainText(`${t('en', 'leads.recap.children')}: 1`);
  });
});

// Walked on 30 Nov with the keyboard on a phone: after step 1 the next question had the focus but
// sat above the screen, the visitor looking at the buttons and the footer.
test('on a phone, each next question of the wizard is focused and in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${originFor('de')}/Quote`);
  await hydrated(page);
  const wizard = page.getByTestId('quote-wizard');
  await wizard.getByLabel(t('de', 'leads.options.travelType.family')).check();
  await page.getByRole('button', { name: t('de', 'leads.wizard.next'), exact: true }).focus();
  await page.keyboard.press('Enter');
  const heading = page.locator('h2').filter({ hasText: t('de', 'leads.wizard.steps.days') });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport({ ratio: 1 });
});
