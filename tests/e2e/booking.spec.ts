import { expect, test, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { priceBooking } from '../../lib/booking/pricing';
import { formatCents } from '../../lib/format/price';
import { formatPercent } from '../../lib/format/percent';
import { originFor } from './e2eEnv.cjs';
import { t } from './strings';
import { formToken } from './formToken';

// A traveller books a seat on a shared lodge safari, pays the deposit on the payment
// provider's page (its stand-in, scripts/pesapal-standin.mjs) and gets the invoice, in English
// and in German.

type Departure = { id: string; tourSlug: string; startDate: string; seatsLeft: number; priceCents: number };
type Tour = { slug: string; tripType: string; safariType: string; level: 'budget' | 'mid-range' | 'luxury'; alternates: Record<string, string> };

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

/** A shared lodge tour and, per language, a departure more than 60 days ahead (a deposit, not payment in full) with seats for two. */
async function sharedLodgeDeparture(page: Page, index: number): Promise<{ tour: Tour; departure: Departure }> {
  const api = async (path: string) => (await page.request.get(`${originFor('en')}${path}`)).json();
  const { departures } = (await api('/api/departures?limit=2000')) as { departures: Departure[] };
  for (const slug of [...new Set(departures.map((d) => d.tourSlug))]) {
    const tour = (await api(`/api/tours/${slug}`)) as Tour;
    if (tour.tripType !== 'shared' || tour.safariType !== 'lodge') continue;
    const later = departures.filter((d) => d.tourSlug === slug && Date.parse(d.startDate) - Date.now() > 75 * DAY_MS && d.seatsLeft >= 2);
    if (later[index]) return { tour, departure: later[index] };
  }
  throw new Error('no shared lodge tour with departures in the seed');
}

/** The bytes of a same-origin download, fetched by the page (Node cannot resolve de.localhost; Chromium can). */
async function download(page: Page, href: string): Promise<{ status: number; type: string; bytes: Uint8Array }> {
  const answer = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type') ?? '', bytes: Array.from(new Uint8Array(await res.arrayBuffer())) };
  }, href);
  return { ...answer, bytes: new Uint8Array(answer.bytes) };
}

/** One seat on the `index`-th later departure of a shared lodge tour, booked through the API in German; its mailed link on the German domain. */
async function bookInGerman(page: Page, index: number, fullName: string) {
  const { tour, departure } = await sharedLodgeDeparture(page, index);
  const res = await page.request.post(`${originFor('en')}/api/bookings`, {
    headers: { 'Idempotency-Key': `de-${index}-${Date.now()}`, 'X-Locale': 'de' },
    data: {
      tour: tour.slug, departureId: departure.id, adults: 1, children: 0, childrenAges: [],
      fullName, email: `de.${index}.${Date.now()}@example.org`, phone: '+49 30 1234567', country: 'DE', acceptTerms: true, formToken: await formToken(page.request),
    },
  });
  expect(res.status()).toBe(201);
  const { bookingNumber, depositCents, manageUrl } = await res.json();
  const manage = new URL(manageUrl);
  return { bookingNumber: bookingNumber as string, depositCents: depositCents as number, link: `${originFor('de')}${manage.pathname}${manage.search}` };
}

// Walked on 30 Nov at 390 px: the Spanish and French balance labels ("Saldo, a pagar a más tardar
// el 22 de diciembre de 2026") squeezed the amount to "$" over "1,426.41". Amounts stay whole, on one line.
for (const locale of ['es', 'fr']) {
  test(`${locale} at 390 px: the live price's amounts are whole dollars, each on one line`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { tour, departure } = await sharedLodgeDeparture(page, 0);
    const slug = (await (await page.request.get(`${originFor('en')}/api/tours/${tour.slug}`)).json()).alternates[locale].replace('/trip/', '');
    await page.goto(`${originFor(locale)}/Booking?tour=${slug}&departure=${encodeURIComponent(departure.id)}`);
    await page.locator('#adults').fill('2');
    await page.locator('#children').fill('1');
    await page.locator('#childAge1').fill('8');
    for (const id of ['summary-total', 'summary-deposit', 'summary-balance']) {
      const amount = page.getByTestId(id);
      await expect(amount).toHaveText(/^\$\s[\d,]+$/);
      // One line of text: the lines its words are laid out on (the cell itself is as tall as its label).
      expect(await amount.evaluate((el) => { const r = document.createRange(); r.selectNodeContents(el); return new Set([...r.getClientRects()].map((b) => Math.round(b.top))).size; }), id).toBe(1);
    }
  });
}

test.describe('booking with a deposit', () => {
  for (const [index, locale] of ['en', 'de'].entries()) {
    test(`${locale}: a shared lodge departure from the tour page, the live deposit, the payment page, online payment and the invoice`, async ({ page }) => {
      test.setTimeout(120_000);
      const s = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
      const origin = originFor(locale);
      const { tour, departure } = await sharedLodgeDeparture(page, index);

      // The tour page lists its next departures with seats left; one of them leads to the form.
      await page.goto(`${origin}${tour.alternates[locale]}`);
      const section = page.getByTestId('section-departures');
      await expect(section.getByRole('heading', { name: s('booking.departures.title') })).toBeVisible();
      await expect(section.getByTestId('departure-seats').first()).toHaveText(/\d/);
      await section.getByRole('link', { name: s('booking.departures.bookThis') }).first().click();
      await expect(page).toHaveURL(/\/Booking\?tour=[^&]+&departure=/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s('pages.booking.title'));

      // The form: a departure further ahead, two adults, who travels, the terms.
      await page.locator('#departureId').selectOption(departure.id);
      await expect(page.getByTestId('fixed-level')).toContainText(s(`catalogue.levels.${tour.level}`));
      await page.locator('#adults').fill('2');
      await page.locator('#children').fill('0');
      await page.getByLabel(s('booking.rooms.twin')).check();
      await page.locator('#fullName').fill(locale === 'de' ? 'Jürgen Müller' : 'Amelia Hart');
      await page.locator('#email').fill(`booking.${locale}.${Date.now()}@example.org`);
      await page.locator('#phone').fill('+49 30 1234567');
      await page.locator('#country').selectOption(locale === 'de' ? 'DE' : 'GB');
      await page.locator('#requests').fill('Vegetarian meals, please.');

      // The live price: the same figures the server will charge (lodge: 30 %).
      const price = priceBooking({ adultCents: departure.priceCents, tourLevel: tour.level, level: tour.level, safariType: 'lodge', adults: 2, childrenAges: [], startDate: departure.startDate, today: today() });
      expect(price.depositPercent).toBe(30);
      await expect(page.getByTestId('summary-total')).toHaveText(formatCents(price.totalCents));
      await expect(page.getByTestId('summary-deposit')).toHaveText(formatCents(price.depositCents));
      await expect(page.getByTestId('summary-balance')).toHaveText(formatCents(price.balanceCents));
      await expect(page.getByTestId('price-summary')).toContainText(s('booking.summary.deposit', { percent: formatPercent(30, locale) }));
      await expect(page.getByTestId('deposit-rules')).toContainText(s('booking.rules.lodge', { percent: formatPercent(30, locale) }));

      // Without the terms it does not go: the message is the server's, in the language.
      await page.waitForTimeout(2600); // people take longer than the anti-bot minimum
      const book = page.getByRole('button', { name: s('booking.form.book') });
      await book.click();
      await expect(page.getByTestId('error-acceptTerms')).toHaveText(s('validation.acceptTerms'));
      await page.locator('#acceptTerms').check();
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');
      await book.click();
      expect((await sent).status()).toBe(201);
      // The booking's page is a full load (its key is in the address, which no third party may see): read it by its link.
      await page.waitForURL(/\/Payment\?booking=B-\d{4}-\d{6}&key=/);
      const link = new URL(page.url());
      const created = await (await page.request.get(`${originFor('en')}/api/bookings/${link.searchParams.get('booking')}?key=${link.searchParams.get('key')}`)).json();
      expect(created).toMatchObject({ status: 'awaiting_deposit', depositCents: price.depositCents, totalCents: price.totalCents });

      // The payment page: the booking, its invoice, bank transfer with the number as reference.
      await expect(page).toHaveURL(new RegExp(`/Payment\\?booking=${created.bookingNumber}&key=`));
      await expect(page.getByTestId('booking-number')).toHaveText(created.bookingNumber);
      await expect(page.getByTestId('booking-status')).toContainText(s('booking.status.awaiting_deposit.title'));
      // The booking's own words under the heading, not the payment document's "how to pay your deposit and balance".
      await expect(page.locator('main')).toContainText(s('booking.view.intro'));
      await expect(page.locator('main')).not.toContainText(s('pages.payment.intro'));
      await expect(page.getByTestId('invoice-deposit')).toHaveText(formatCents(price.depositCents));
      await expect(page.getByTestId('invoice-total')).toHaveText(formatCents(price.totalCents));
      await expect(page.getByTestId('bank-reference')).toHaveText(created.bookingNumber);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

      // The invoice PDF carries the booking number and the deposit.
      const href = await page.getByTestId('invoice-pdf').getAttribute('href');
      expect(href).toContain(`/api/bookings/${created.bookingNumber}/invoice?key=`);
      const pdf = await download(page, href!);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toContain('application/pdf');
      const { text } = await extractText(pdf.bytes, { mergePages: true });
      expect(text).toContain(created.bookingNumber);
      expect(text).toContain(formatCents(price.depositCents));

      // Online: the provider's page, then back on BookingCompleted with the deposit paid.
      await page.getByRole('button', { name: s('booking.pay.button') }).click();
      await page.getByRole('button', { name: 'Complete payment' }).click();
      await expect(page).toHaveURL(new RegExp(`${origin}/BookingCompleted\\?booking=${created.bookingNumber}&key=`));
      const done = page.getByTestId('booking-confirmed');
      await expect(done).toContainText(s('booking.completed.title'));
      await expect(done.getByTestId('booking-number')).toHaveText(created.bookingNumber);
      await expect(done.getByTestId('paid-amount')).toHaveText(formatCents(price.depositCents));
      await expect(done.getByTestId('remaining')).toContainText(formatCents(price.balanceCents));
      await expect(page.getByRole('link', { name: s('booking.completed.home') })).toHaveAttribute('href', '/');
    });
  }
});

test.describe('upcoming departures and the booking pages on a phone and a laptop', () => {
  test('linked from the tour list and the footer; each row books its own departure', async ({ page }) => {
    await page.goto('/tanzania-safari-package/');
    await expect(page.locator('footer').getByRole('link', { name: t('en', 'common.footer.departures') })).toHaveAttribute('href', '/Upcoming-Departures');
    await page.getByTestId('departures-link').click();
    await expect(page).toHaveURL(/\/Upcoming-Departures$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'pages.upcomingDepartures.title'));
    const rows = page.getByTestId('departure');
    expect(await rows.count()).toBeGreaterThan(10);
    const first = rows.first();
    await expect(first.getByTestId('departure-tour')).toHaveAttribute('href', /^\/trip\/.+/);
    await expect(first.getByTestId('departure-seats')).toHaveText(/\d/);
    const book = await first.getByTestId('departure-book').getAttribute('href');
    expect(book).toMatch(/^\/Booking\?tour=[^&]+&departure=.+/);
    await first.getByTestId('departure-book').click();
    await expect(page.locator('#departureId')).toHaveValue(decodeURIComponent(new URL(book!, 'http://x').searchParams.get('departure')!));
  });

  for (const width of [360, 1280]) {
    test(`${width} px: the booking form, the payment page and the departures list never scroll sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const { tour, departure } = await sharedLodgeDeparture(page, 2);
      // A booking made through the API, opened by its manage link as the traveller would.
      const res = await page.request.post(`${originFor('en')}/api/bookings`, {
        headers: { 'Idempotency-Key': `layout-${width}-${Date.now()}` },
        data: {
          tour: tour.slug, departureId: departure.id, adults: 2, children: 0, childrenAges: [], rooms: 'double',
          fullName: 'Layout Check', email: `layout.${width}.${Date.now()}@example.org`, phone: '+44 20 7946 0000', country: 'GB',
          acceptTerms: true, formToken: await formToken(page.request),
        },
      });
      expect(res.status()).toBe(201);
      const created = await res.json();
      const paths = [`/Booking?tour=${tour.slug}&departure=${encodeURIComponent(departure.id)}`, new URL(created.manageUrl).pathname + new URL(created.manageUrl).search, '/Upcoming-Departures'];
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
        if (path.startsWith('/Payment')) await expect(page.getByTestId('payment-panel')).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }
});

/** Fills who travels and accepts the terms (the anti-bot minimum waited for by the caller). */
async function fillTraveller(page: Page, name: string) {
  await page.locator('#fullName').fill(name);
  await page.locator('#email').fill(`${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.org`);
  await page.locator('#phone').fill('+44 20 7946 0000');
  await page.locator('#country').selectOption('GB');
  await page.locator('#acceptTerms').check();
}

test.describe('when a booking does not go to plan', () => {
  test('a departure that filled up meanwhile says so on the departure, with the seats as they are now; nothing typed is lost', async ({ page }) => {
    const { tour, departure } = await sharedLodgeDeparture(page, 5);
    await page.goto(`/Booking?tour=${tour.slug}&departure=${encodeURIComponent(departure.id)}`);
    await expect(page.locator('#departureId')).toHaveValue(departure.id);
    await page.locator('#adults').fill('2');
    await fillTraveller(page, 'Late Comer');
    // Someone else takes all but one seat while the form is open.
    const other = await page.request.post(`${originFor('en')}/api/bookings`, {
      headers: { 'Idempotency-Key': `fill-${Date.now()}` },
      data: {
        tour: tour.slug, departureId: departure.id, adults: departure.seatsLeft - 1, children: 0, childrenAges: [],
        fullName: 'Quick Group', email: `quick.${Date.now()}@example.org`, phone: '+44 20 7946 0001', country: 'GB', acceptTerms: true, formToken: await formToken(page.request),
      },
    });
    expect(other.status()).toBe(201);
    await page.waitForTimeout(2600);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');
    await page.getByRole('button', { name: t('en', 'booking.form.book') }).click();
    expect((await sent).status()).toBe(409);
    await expect(page.getByTestId('error-departureId')).toHaveText(t('en', 'validation.departureFull'));
    await expect(page.locator('#departureId')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#departureId-hint')).toHaveText(new RegExp(t('en', 'booking.departures.seatsLeft', { count: 1 })));
    await expect(page.locator('#fullName')).toHaveValue('Late Comer');
    await expect(page.locator('#adults')).toHaveValue('2');
    await expect(page).toHaveURL(/\/Booking\?/);
  });

  test('on a phone, a 5,000-character paste into the special requests is kept, counted against 2,000 and refused with a message; nothing is sent', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { tours } = await (await page.request.get(`${originFor('en')}/api/filter?tripType=private&safariType=lodge`)).json();
    await page.goto(`/Booking?tour=${tours[0].slug}`);
    const counter = page.getByTestId('counter-requests');
    await expect(counter).toHaveText(t('en', 'leads.fields.counter', { count: 0, max: 2000 }));
    await page.locator('#startDate').fill(new Date(Date.now() + 120 * DAY_MS).toISOString().slice(0, 10));
    await fillTraveller(page, 'Long Writer');
    const pasted = 'We would love a night in a treehouse lodge. '.repeat(120).slice(0, 5000);
    await page.locator('#requests').fill(pasted);
    await expect(page.locator('#requests')).toHaveValue(pasted);
    await expect(counter).toContainText(t('en', 'leads.fields.counter', { count: 5000, max: 2000 }));
    await expect(page.getByTestId('counter-requests-over')).toHaveText(t('en', 'validation.tooLong', { max: 2000 }));
    let posted = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/bookings') && r.method() === 'POST' && posted++));
    await page.waitForTimeout(2600);
    await page.getByRole('button', { name: t('en', 'booking.form.request') }).click();
    await expect(page.getByTestId('error-requests')).toHaveText(t('en', 'validation.tooLong', { max: 2000 }));
    await expect(page.getByText(t('en', 'validation.tooLong', { max: 2000 }))).toHaveCount(1);
    await expect(page.locator('#requests')).toHaveValue(pasted);
    expect(posted).toBe(0);
  });

  test('a private lodge tour is a request: availability within 24 hours, then the invoice', async ({ page }) => {
    const { tours } = await (await page.request.get(`${originFor('en')}/api/filter?tripType=private&safariType=lodge`)).json();
    await page.goto(`/Booking?tour=${tours[0].slug}`);
    await expect(page.getByTestId('booking-next-step')).toHaveText(t('en', 'booking.form.inquiryNote'));
    await page.locator('#startDate').fill(new Date(Date.now() + 120 * DAY_MS).toISOString().slice(0, 10));
    await page.getByLabel(t('en', 'catalogue.levels.luxury')).check();
    await expect(page.getByTestId('price-summary')).toContainText(t('en', 'booking.summary.deposit', { percent: formatPercent(50, 'en') }));
    const shownTotal = await page.getByTestId('summary-total').textContent();
    const shownDeposit = await page.getByTestId('summary-deposit').textContent();
    await fillTraveller(page, 'Private Traveller');
    await page.waitForTimeout(2600);
    await page.getByRole('button', { name: t('en', 'booking.form.request') }).click();
    await expect(page).toHaveURL(/\/Payment\?booking=B-\d{4}-\d{6}&key=/);
    await expect(page.getByTestId('booking-status')).toContainText(t('en', 'booking.status.inquiry.text'));
    // Said once, by the status (walked: the estimate said it again).
    await expect(page.getByText(t('en', 'booking.status.inquiry.text'))).toHaveCount(1);
    await expect(page.getByTestId('payment-options')).toHaveCount(0);
    // The estimate the form showed stays on the page until the invoice replaces it.
    await expect(page.getByTestId('invoice').getByRole('heading')).toHaveText(t('en', 'booking.invoiceView.estimate'));
    await expect(page.getByTestId('estimate-total')).toHaveText(shownTotal!);
    await expect(page.getByTestId('estimate-deposit')).toHaveText(shownDeposit!);

    // The same link on BookingCompleted says a request was received: nothing is confirmed or paid yet.
    await page.goto(page.url().replace('/Payment?', '/BookingCompleted?'));
    await expect(page.getByTestId('status-title')).toHaveText(t('en', 'booking.status.inquiry.title'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'booking.view.heading'));
    await expect(page.getByText(t('en', 'booking.completed.confirming'))).toHaveCount(0);
  });

  test('de: the mailed link shows the booking in the page the server sends, scripts or not; a wrong key says so with 404', async ({ page }) => {
    const s = (key: string) => t('de', key);
    const { bookingNumber, depositCents, link } = await bookInGerman(page, 7, 'Greta Vogel');
    // The page's own scripts never arrive: what shows is the server's HTML alone.
    await page.route('**/_next/static/chunks/**', (route) => route.abort('failed'));

    const answer = await page.goto(link);
    expect(answer!.status()).toBe(200);
    expect(answer!.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s('booking.view.heading'));
    await expect(page.getByTestId('booking-number')).toHaveText(bookingNumber);
    await expect(page.getByTestId('booking-status')).toHaveAttribute('data-status', 'awaiting_deposit');
    await expect(page.getByTestId('invoice')).toContainText(formatCents(depositCents));
    await expect(page.getByTestId('bank-reference')).toHaveText(bookingNumber);
    await expect(page.getByTestId('booking-loading')).toHaveCount(0);

    // The provider's return page, the same way.
    await page.goto(link.replace('/Payment?', '/BookingCompleted?'));
    await expect(page.getByTestId('status-title')).toHaveText(s('booking.status.awaiting_deposit.title'));

    // Another key: no booking, said in the page's language, and a 404 for whoever reads the status.
    const wrong = await page.goto(link.replace(/key=[^&]+/, 'key=not-the-key'));
    expect(wrong!.status()).toBe(404);
    await expect(page.getByTestId('booking-unavailable')).toContainText(s('booking.view.notFound'));

    // Without a link it is the payment-details document for everyone, which shared caches may keep.
    const plain = await page.goto(`${originFor('de')}/Payment`);
    expect(plain!.headers()['cache-control']).toMatch(/^public, s-maxage=\d+/);
    await expect(page.getByTestId('booking-number')).toHaveCount(0);
  });

  test('de: a payment that fails at the provider comes back to the booking, which is kept and can be paid again; a provider outage is explained', async ({ page }) => {
    const s = (key: string) => t('de', key);
    const { bookingNumber, link } = await bookInGerman(page, 6, 'Jürgen Müller');
    await page.goto(link);
    await page.getByRole('button', { name: s('booking.pay.button') }).click();
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/Payment\\?booking=${bookingNumber}&key=[^&]+&payment=failed`));
    await expect(page.getByTestId('payment-failed')).toHaveText(s('booking.pay.failedReturn'));
    await expect(page.getByTestId('booking-status')).toHaveAttribute('data-status', 'awaiting_deposit');

    // The provider down (stood in for here: the stand-in is shared by the parallel tests).
    await page.route('**/api/submit-order-request', (route) => route.fulfill({ status: 503, json: { error: { code: 'payment_unavailable', message: 'down' } } }));
    await page.getByRole('button', { name: s('booking.pay.button') }).click();
    await expect(page.getByTestId('pay-error')).toContainText(s('booking.pay.unavailable'));
    await expect(page.getByTestId('pay-error')).toContainText(s('booking.pay.kept'));
    await expect(page.getByTestId('bank-reference')).toHaveText(bookingNumber);
    await expect(page.getByRole('button', { name: s('booking.pay.button') })).toBeEnabled();
  });
});
