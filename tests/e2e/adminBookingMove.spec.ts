import { expect, test, type APIRequestContext } from '@playwright/test';
import { extractText } from 'unpdf';
import { formatCents } from '../../lib/format/price';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, originFor } from './e2eEnv.cjs';
import { formToken } from './formToken';
import { mailsAbout } from './mailbox';
import { t } from './strings';

// The office moves a booking to another departure (both passenger lists follow), and cancels and
// refunds another (the traveller's own page and documents say so), on a phone and a desktop.

const EN = originFor('en');
type PublicDeparture = { id: string; tourSlug: string; startDate: string; seatsLeft: number };
type Manifest = { passengers: { number: string; fullName: string; adults: number; names: string[] }[]; departure: { seatsTaken: number } };

async function book(request: APIRequestContext, locale: 'en' | 'de', dep: PublicDeparture, fullName: string) {
  const res = await request.post(`${EN}/api/bookings`, {
    headers: { 'X-Locale': locale },
    data: { tour: dep.tourSlug, departureId: dep.id, adults: 2, children: 0, childrenAges: [], fullName, email: `move.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`, phone: '+46 8 123 456', country: 'SE', acceptTerms: true, formToken: await formToken(request) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { bookingNumber: string; manageUrl: string; depositCents: number };
}

const login = async (request: APIRequestContext) =>
  expect((await request.post(`${EN}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } })).status()).toBe(200);

for (const [width, pick, locale] of [[390, 2, 'de'], [1280, 3, 'en']] as const) {
  test(`${width} px: a booking moved to another departure leaves the first passenger list and joins the second`, async ({ page }) => {
    test.setTimeout(90_000);
    const all = (await (await page.request.get(`${EN}/api/departures?limit=2000`)).json()).departures as PublicDeparture[];
    const slug = [...new Set(all.map((d) => d.tourSlug))].sort()[pick]!;
    const roomy = all.filter((d) => d.tourSlug === slug && d.seatsLeft >= 3);
    const [from, to] = [roomy[8]!, roomy[10]!];
    const name = `Astrid Lindqvist ${width}`;
    const b = await book(page.request, locale, from, name);
    await login(page.request);
    const manifest = async (id: string) => (await (await page.request.get(`${EN}/api/admin/departures/${encodeURIComponent(id)}/manifest`)).json()) as Manifest;
    const names = async (id: string) => (await manifest(id)).passengers.map((p) => p.fullName);
    expect(await names(from.id)).toContain(name);
    expect(await names(to.id)).not.toContain(name);
    const takenBefore = [(await manifest(from.id)).departure.seatsTaken, (await manifest(to.id)).departure.seatsTaken];

    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${EN}/admin/inbox/${b.bookingNumber}`);
    const form = page.getByTestId('amend-booking');
    await expect(form.getByLabel('Departure')).toHaveValue(from.id);
    await form.getByLabel('Departure').selectOption(to.id);
    // The lodges want every traveller's name: given in the same change.
    await form.getByLabel('Every traveller’s name').fill(`${name}\nErik Lindqvist`);
    await form.getByRole('button', { name: 'Save the change' }).click();
    await expect(page.getByTestId('amend-result')).toContainText('Saved');
    await expect(page.getByTestId('history')).toContainText(to.startDate);
    // The list of departures says what is left now: the two seats are taken on the new one.
    await expect(form.getByLabel('Departure').locator(`option[value="${to.id}"]`)).toContainText(`${to.seatsLeft - 2} of`);

    expect(await names(from.id)).not.toContain(name);
    expect(await names(to.id)).toContain(name);
    expect((await manifest(to.id)).passengers.find((p) => p.number === b.bookingNumber)!.names).toEqual([name, 'Erik Lindqvist']);
    expect([(await manifest(from.id)).departure.seatsTaken, (await manifest(to.id)).departure.seatsTaken]).toEqual([takenBefore[0]! - 2, takenBefore[1]! + 2]);
    const csv = await (await page.request.get(`${EN}/api/admin/departures/${encodeURIComponent(to.id)}/manifest?format=csv`)).text();
    expect(csv).toContain(`${name}; Erik Lindqvist`);
    const pdf = await page.request.get(`${EN}/api/admin/departures/${encodeURIComponent(to.id)}/manifest?format=pdf`);
    expect((await extractText(new Uint8Array(await pdf.body()), { mergePages: true })).text).toContain(name);
    // The traveller is told, in their language, the new first day.
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${to.startDate}T00:00:00Z`));
    await expect.poll(() => mailsAbout(b.bookingNumber).filter((m) => m.includes(day)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByTestId('amend-panel').screenshot({ path: test.info().outputPath(`moved-${width}.png`) });
  });

  test(`${width} px: a booking cancelled and its deposit refunded; the traveller's ${locale} page and credit note say so`, async ({ page }) => {
    test.setTimeout(90_000);
    const all = (await (await page.request.get(`${EN}/api/departures?limit=2000`)).json()).departures as PublicDeparture[];
    const slug = [...new Set(all.map((d) => d.tourSlug))].sort()[pick]!;
    const dep = all.filter((d) => d.tourSlug === slug && d.seatsLeft >= 3)[12]!;
    const b = await book(page.request, locale, dep, `Nils Berg ${width}`);
    await login(page.request);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${EN}/admin/inbox/${b.bookingNumber}`);
    // What mails the traveller and cannot be undone is asked first, naming the booking and the amount.
    const asked: string[] = [];
    page.on('dialog', (d) => {
      asked.push(d.message());
      void d.accept();
    });

    const actions = page.getByTestId('booking-actions');
    await actions.getByLabel('Bank transfer reference').fill(`TT-${Date.now() % 1_000_000}`);
    await actions.getByLabel('Amount (USD)').fill(String(b.depositCents / 100));
    await actions.getByRole('button', { name: 'Record transfer' }).click();
    await expect(page.getByTestId('deposit-result')).toBeVisible();
    await page.getByLabel('Reason for cancelling').fill('Illness in the family');
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByTestId('cancel-result')).toBeVisible();

    const refund = page.getByTestId('refund-form');
    await refund.getByLabel('Amount (USD)').fill(String(b.depositCents / 100));
    await refund.getByLabel('Reference or reason').fill('TT-BACK cancellation');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByTestId('refund-result')).toHaveText('Refund recorded.');
    await expect(page.getByTestId('money-paid')).toHaveText(formatCents(0));
    expect(asked).toEqual([
      expect.stringContaining(`Record ${formatCents(b.depositCents)} received by bank transfer`),
      expect.stringContaining(`Cancel booking ${b.bookingNumber}?`),
      expect.stringContaining(`Record a refund of ${formatCents(b.depositCents)} for ${b.bookingNumber}?`),
    ]);

    await page.goto(b.manageUrl);
    await expect(page.getByTestId('invoice-cancelled')).toBeVisible();
    await expect(page.getByTestId('invoice')).toContainText(t(locale, 'booking.invoiceView.refunded'));
    await expect(page.getByTestId('invoice-refunded')).toContainText(formatCents(b.depositCents));
    const href = (await page.getByTestId('credit-note-pdf').getAttribute('href'))!;
    const bytes = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), href);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain(t(locale, 'booking.invoice.refunded', { date: '' }).trim());
    expect(text).toContain(formatCents(-b.depositCents));
    await page.screenshot({ path: test.info().outputPath(`refunded-${locale}-${width}.png`), fullPage: true });
  });
}
