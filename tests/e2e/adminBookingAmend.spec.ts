import { expect, test } from '@playwright/test';
import { extractText } from 'unpdf';
import { formatCents } from '../../lib/format/price';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, originFor } from './e2eEnv.cjs';
import { mailsAbout } from './mailbox';
import { formToken } from './formToken';
import { t } from './strings';

// A booking corrected by the office: one more traveller on a group departure, priced again, and
// the traveller's German page and mail say the new total.

const EN = originFor('en');
const dollars = formatCents;
for (const [width, pick] of [[390, 3], [1280, 4]] as const) {
  test(`${width} px: one more traveller, park fees and a discount added in the back office; the German Payment page, its PDF and the mail give the new lines and total`, async ({ page }) => {
    test.setTimeout(90_000);
    const { departures } = await (await page.request.get(`${EN}/api/departures`)).json() as { departures: { id: string; tourSlug: string; seatsLeft: number; priceCents: number }[] };
    const dep = departures.filter((d) => d.seatsLeft >= 4)[pick]!;
    const res = await page.request.post(`${EN}/api/bookings`, {
      headers: { 'X-Locale': 'de' },
      data: { tour: dep.tourSlug, departureId: dep.id, adults: 2, children: 0, childrenAges: [], fullName: 'Jonas Keller', email: `jonas.${Date.now()}@example.com`, phone: '+49 30 1234567', country: 'DE', acceptTerms: true, formToken: await formToken(page.request) },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { bookingNumber, manageUrl, totalCents } = await res.json();
    const newTotal = (totalCents / 2) * 3;

    expect((await page.request.post(`${EN}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } })).status()).toBe(200);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${EN}/admin/inbox/${bookingNumber}`);
    // Phone first: the booking's status steps and changes stand before its history and raw data.
    const top = async (id: string) => (await page.getByTestId(id).boundingBox())!.y;
    if (width === 390) {
      expect(await top('booking-actions')).toBeLessThan(await top('history'));
      expect(await top('amend-panel')).toBeLessThan(await top('request-payload'));
    }
    const form = page.getByTestId('amend-booking');
    // The booking's own departure is the one chosen.
    await expect(form.getByLabel('Departure')).toHaveValue(dep.id);
    await form.getByLabel('Adults').fill('3');
    // The difference first, nothing saved; then saved.
    await form.getByRole('button', { name: 'Show the difference' }).click();
    await expect(page.getByTestId('amend-preview')).toContainText(`If saved: Total ${dollars(newTotal)}`);
    await expect(page.getByTestId('money-total')).toHaveText(dollars(totalCents));
    await form.getByRole('button', { name: 'Save the change' }).click();
    await expect(page.getByTestId('amend-result')).toContainText(`Total ${dollars(newTotal)}`);
    await expect(page.getByTestId('history')).toContainText('adults: 2 → 3');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.getByTestId('amend-panel').screenshot({ path: test.info().outputPath(`amend-${width}.png`) });

    // Park fees for the three, and a discount: lines on the invoice.
    const lines = page.getByTestId('booking-lines');
    await lines.getByLabel('Words on the invoice').fill('Park fees (crater descent)');
    await lines.getByLabel('Amount (USD').fill('70');
    await lines.getByLabel('Quantity').fill('3');
    await lines.getByRole('button', { name: 'Add the line' }).click();
    await expect(page.getByTestId('lines-result')).toContainText(dollars(newTotal + 21_000));
    // On the phone a share (10 % of the trip and the fees), on the desktop an amount.
    const share = width === 390;
    await lines.getByLabel('Line').selectOption(share ? 'percent' : 'discount');
    await lines.getByLabel('Words on the invoice').fill('Returning guests');
    await lines.getByLabel('Amount (USD').fill(share ? '10' : '100');
    await lines.getByLabel('Quantity').fill('1');
    await lines.getByRole('button', { name: 'Add the line' }).click();
    const finalTotal = newTotal + 21_000 - (share ? Math.round((newTotal + 21_000) / 10) : 10_000);
    await expect(page.getByTestId('lines-result')).toContainText(dollars(finalTotal));
    await expect(lines).toContainText('Returning guests');
    // The money comes first on the booking's page, and follows the change.
    await expect(page.getByTestId('money-total')).toHaveText(dollars(finalTotal));

    await page.goto(manageUrl);
    await expect(page.getByTestId('payment-panel')).toContainText(dollars(finalTotal));
    await expect(page.getByTestId('price-lines')).toContainText('Park fees (crater descent)');
    await expect(page.getByTestId('price-lines')).toContainText('Returning guests');
    const href = (await page.getByTestId('invoice-pdf').getAttribute('href'))!;
    const pdf = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), href);
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain('Park fees (crater descent)');
    expect(text).toContain('Returning guests');
    await page.screenshot({ path: test.info().outputPath(`amend-payment-de-${width}.png`) });
    // The German mail of the change (its subject has an umlaut, so it is encoded: read by its body).
    const facts = t('de', 'mail.booking.amended.facts', { start: '', travellers: t('de', 'booking.lines.adult', { count: 3 }), total: dollars(newTotal), deposit: '', paid: '', balance: '', balanceDue: '' }).split('\n');
    await expect.poll(() => mailsAbout(bookingNumber).filter((m) => m.includes(facts[1]!) && m.includes(facts[2]!)).length, { timeout: 15_000 }).toBe(1);
  });
}
