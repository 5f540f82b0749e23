import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, e2eEnv, originFor } from './e2eEnv.cjs';
import { formToken } from './formToken';
import { fillWizard } from './quoteWizard';
import { t } from './strings';

// The promise behind the site: a quote sent in German reaches the operator's inbox with every
// answer, and the operator's reply reaches the traveller in German.

const admin = (p = '') => `${originFor('en')}/admin${p}`;

/** Quoted-printable undone (soft breaks, then =XX bytes as UTF-8). */
const unQuote = (text: string) => Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
const mailsAbout = (number: string) =>
  (fs.existsSync(e2eEnv.OUTBOX_DIR) ? fs.readdirSync(e2eEnv.OUTBOX_DIR) : [])
    .filter((f) => f.endsWith('.eml'))
    .map((f) => unQuote(fs.readFileSync(path.join(e2eEnv.OUTBOX_DIR, f), 'utf8')))
    .filter((m) => m.includes(number));

/** Every leaf of a stored payload, as the text the page shows for it. */
const leaves = (value: unknown): string[] =>
  value === null || value === undefined || value === '' || typeof value === 'boolean'
    ? []
    : Array.isArray(value) || typeof value === 'object'
      ? Object.values(value as object).flatMap(leaves)
      : [String(value)];

test('a German quote reaches the inbox with every answer; the reply reaches the traveller in German', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${originFor('de')}/Quote`);
  await fillWizard(page, 'de');
  await page.waitForTimeout(2600); // people take longer than the anti-bot minimum
  await page.getByRole('button', { name: t('de', 'leads.submit.quote') }).click();
  await expect(page).toHaveURL(/\/ThankyouQuote\?number=Q-\d{4}-\d{6}$/);
  const number = new URL(page.url()).searchParams.get('number')!;

  const login = await page.request.post(`${originFor('en')}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } });
  expect(login.status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 }); // the operator answers from a phone
  await page.goto(admin('/inbox?kind=quote&language=de'));
  const row = page.getByTestId('inbox-row').filter({ hasText: number });
  await expect(row).toContainText('Anna Berger');
  await expect(row).not.toHaveAttribute('data-overdue', 'true');
  // A plain path on the domain it is served from (works in a new tab, on any port).
  expect(await row.getByRole('link').first().getAttribute('href')).toBe(`/admin/inbox/${number}`);
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(admin(`/inbox/${number}`));

  // Every answer of the wizard, as the traveller gave it: a choice by its English label and the
  // country by its name, as the office's notice mail writes them (walked on 30 Nov: "Budget under-2000").
  const sent = page.getByTestId('request-payload');
  for (const answer of ['Honeymoon', 'My partner', '$ 3,500 – 5,000', 'Serengeti, Zanzibar', 'anna.berger@example.org', '+49 30 1234567', 'WhatsApp', 'Great migration', 'Germany (DE)', 'Wir feiern unsere Hochzeit.']) {
    await expect(sent, answer).toContainText(answer);
  }
  await expect(sent).not.toContainText('3500-5000');
  const stored = (await (await page.request.get(`${originFor('en')}/api/admin/inbox/${number}`)).json()).request.payload as Record<string, unknown>;
  const shown = await sent.innerText();
  const OPTION_FIELDS = ['travelType', 'travelWith', 'budget', 'contactPreference', 'interests'];
  for (const [field, value] of Object.entries(stored)) {
    for (const leaf of leaves(value).filter((v) => !/^\d{4}-\d{2}-\d{2}T/.test(v))) {
      expect(shown, `answer ${field} ${leaf}`).toContain(OPTION_FIELDS.includes(field) ? t('en', `leads.options.${field}.${leaf}`) : field === 'country' ? `(${leaf})` : leaf);
    }
  }

  const answer = 'Wir haben Ihre Hochzeitsreise geplant: neun Tage Serengeti und Sansibar, mit einer Nacht im Zelt über dem Fluss.';
  await page.locator('#reply').fill(answer);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByTestId('reply-result')).toContainText('anna.berger@example.org');
  await expect(page.locator('#reply')).toHaveValue('');
  await expect(page.getByTestId('history')).toContainText(answer);

  // The outbox sender writes it: in German, to the traveller, with the operator's words intact.
  await expect.poll(() => mailsAbout(number).filter((m) => m.includes(`Subject: ${t('de', 'mail.reply.subject', { number })}`)).length, { timeout: 15_000 }).toBe(1);
  const reply = mailsAbout(number).find((m) => m.includes(`Subject: ${t('de', 'mail.reply.subject', { number })}`))!;
  expect(reply).toContain('To: anna.berger@example.org');
  expect(reply).toContain('Content-Language: de');
  expect(reply).toContain(t('de', 'mail.greeting', { name: 'Anna Berger' }));
  expect(reply).toContain(answer);

  // Answered: the inbox says so and no longer counts it as waiting.
  await page.goto(admin('/inbox?kind=quote&language=de'));
  await expect(page.getByTestId('inbox-row').filter({ hasText: number })).toContainText('answered');

  // Closed by mistake, it is reopened: answered again, and it can be worked on and closed as before.
  await page.goto(admin(`/inbox/${number}`));
  await page.getByRole('button', { name: 'Close request' }).click();
  await expect(page.getByTestId('close-result')).toContainText('Request closed.');
  await expect(page.getByTestId('request-summary')).toContainText('closed');
  await page.getByRole('button', { name: 'Reopen request' }).click();
  await expect(page.getByTestId('close-result')).toContainText('Request reopened');
  await expect(page.getByTestId('request-summary')).toContainText('answered');
  await expect(page.getByRole('button', { name: 'Close request' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Reopen request' })).toHaveCount(0);
  await expect(page.getByTestId('history')).toContainText('reopen');
});

test('a booking sent with a mistyped address: the operator takes the suggested one and the private link reaches it', async ({ page }) => {
  test.setTimeout(60_000);
  const { tours } = await (await page.request.get(`${originFor('en')}/api/filter?tripType=private&safariType=lodge`)).json();
  const local = `lena.vogel.${Date.now()}`;
  const res = await page.request.post(`${originFor('en')}/api/bookings`, {
    headers: { 'X-Locale': 'de' },
    data: {
      tour: tours[0].slug, startDate: new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10), adults: 2, children: 0, childrenAges: [],
      fullName: 'Lena Vogel', email: `${local}@gmial.com`, phone: '+49 30 1234567', country: 'DE', acceptTerms: true, formToken: await formToken(page.request),
    },
  });
  expect(res.status()).toBe(201);
  const { bookingNumber, manageUrl } = await res.json();

  const login = await page.request.post(`${originFor('en')}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } });
  expect(login.status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(admin(`/inbox/${bookingNumber}`));
  const box = page.getByTestId('booking-email-form');
  await expect(box.getByLabel("Traveller's email")).toHaveValue(`${local}@gmial.com`);
  await box.getByRole('button', { name: `${local}@gmail.com` }).click();
  await box.getByRole('button', { name: 'Correct email and send private link' }).click();
  await expect(page.getByTestId('booking-email-result')).toHaveText(`Private link sent to ${local}@gmail.com.`);
  await expect(page.getByTestId('request-summary')).toContainText(`${local}@gmail.com`);
  await expect(page.getByTestId('history')).toContainText(`email corrected from ${local}@gmial.com to ${local}@gmail.com`);

  const subject = `Subject: ${t('de', 'mail.booking.resent.subject', { number: bookingNumber })}`;
  await expect.poll(() => mailsAbout(bookingNumber).filter((m) => m.includes(subject)).length, { timeout: 15_000 }).toBe(1);
  const mail = mailsAbout(bookingNumber).find((m) => m.includes(subject))!;
  expect(mail).toContain(`To: ${local}@gmail.com`);
  expect(mail).toContain(manageUrl);
});
