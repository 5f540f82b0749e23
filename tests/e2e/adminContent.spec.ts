import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatPrice } from '../../lib/format/price';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, originFor } from './e2eEnv.cjs';
import { t } from './strings';

// The operator changes a tour's price on the back-office page (and pauses it through its API), and the tour
// page on the English and the German domain shows it at once: the pages are cached for 10
// minutes (ISR), so only the on-demand rebuild the save asks for can explain the new figures.

type AdminTour = { id: string; tripType: string; priceFrom: number; available: boolean; slugs: Record<string, string> };

const EN = originFor('en');
/** State-changing admin calls carry the site's own Origin (CSRF rule). */
const asOperator = { origin: EN };

async function logIn(request: APIRequestContext) {
  const res = await request.post(`${EN}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
}

async function edit(request: APIRequestContext, tour: AdminTour, body: { priceFrom: number; available: boolean }) {
  const res = await request.put(`${EN}/api/admin/tours/${tour.id}`, { data: body, headers: asOperator });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { tour: AdminTour; revalidated: string[]; failed: string[] };
}

/** Opens the tour page on a language's domain (the browser resolves de.localhost) and answers how it was served. */
async function openTour(page: Page, locale: string, tour: AdminTour) {
  const res = await page.goto(`${originFor(locale)}/trip/${tour.slugs[locale]}`);
  expect(res?.status()).toBe(200);
  return res!.headers()['x-nextjs-cache'];
}

test.describe('back office: a catalogue edit is on the site at once', () => {
  test('a new price, then a pause, show on the cached tour page in English and German', async ({ page }) => {
    test.setTimeout(90_000);
    await logIn(page.request);
    // A private safari late in the catalogue: no other walk books or prices it.
    const { tours } = (await (await page.request.get(`${EN}/api/admin/tours?q=zanzibar`)).json()) as { tours: AdminTour[] };
    const tour = tours.filter((x) => x.tripType === 'private' && x.available).at(-1)!;
    expect(tour, 'a private Zanzibar tour in the seed').toBeTruthy();
    const original = tour.priceFrom;
    const price = original + 137;

    try {
      // Both pages are in the page cache before the edit.
      for (const locale of ['en', 'de']) {
        await openTour(page, locale, tour);
        await expect(page.getByTestId('quote-pane')).toContainText(formatPrice(original));
      }

      // The operator's own page: a new price, "Save and publish", and the list of pages rebuilt.
      await page.goto(`${EN}/admin/tours/${tour.id}`);
      await expect(page.locator('#price-from')).toHaveValue(String(original));
      await page.locator('#price-from').fill(String(price));
      const saving = page.waitForResponse((r) => r.url().endsWith(`/api/admin/tours/${tour.id}`) && r.request().method() === 'PUT');
      await page.getByRole('button', { name: 'Save and publish' }).click();
      const saved = (await (await saving).json()) as { tour: AdminTour; revalidated: string[]; failed: string[] };
      expect(saved.tour).toMatchObject({ priceFrom: price, available: true, editedBy: E2E_OPERATOR_EMAIL });
      expect(saved.failed).toEqual([]);
      expect(saved.revalidated).toEqual(expect.arrayContaining([`/trip/${tour.slugs.en}`, `/de/trip/${tour.slugs.de}`, '/', '/de']));
      await expect(page.getByTestId('revalidated')).toContainText(`/de/trip/${tour.slugs.de}`, { useInnerText: false });

      for (const locale of ['en', 'de']) {
        // Served from the cache (not rendered for this request), and already the new price.
        expect(await openTour(page, locale, tour)).toBe('HIT');
        await expect(page.getByTestId('quote-pane')).toContainText(formatPrice(price));
        await expect(page.getByTestId('tour-unavailable')).toHaveCount(0);
      }

      // Paused: the page says so in its language and offers no booking.
      await edit(page.request, tour, { priceFrom: price, available: false });
      for (const locale of ['en', 'de']) {
        await openTour(page, locale, tour);
        await expect(page.getByTestId('tour-unavailable')).toHaveText(t(locale, 'tour.unavailable'));
        await expect(page.getByTestId('quote-pane').getByRole('link', { name: t(locale, 'tour.pane.bookNow') })).toHaveCount(0);
        await expect(page.getByTestId('quote-pane').getByRole('link', { name: t(locale, 'tour.pane.getQuote') })).toBeVisible();
        // A booking link kept from before: the page says the tour is paused and leads to a quote for it.
        await page.goto(`${originFor(locale)}/Booking?tour=${tour.slugs[locale]}`);
        await expect(page.getByTestId('booking-paused')).toHaveText(t(locale, 'booking.start.paused'));
        await expect(page.getByTestId('booking-form')).toHaveCount(0);
        await expect(page.getByRole('link', { name: t(locale, 'booking.start.quote') })).toHaveAttribute('href', `/Quote?tour=${tour.slugs[locale]}`);
      }
    } finally {
      await edit(page.request, tour, { priceFrom: original, available: true });
    }
  });

  test('the admin API refuses an edit without an operator session, or from another site', async ({ request }) => {
    expect((await request.get(`${EN}/api/admin/tours`)).status()).toBe(401);
    const anonymous = await request.put(`${EN}/api/admin/tours/anything`, { data: { priceFrom: 1, available: true }, headers: asOperator });
    expect(anonymous.status()).toBe(401);
    await logIn(request);
    const crossSite = await request.put(`${EN}/api/admin/tours/anything`, { data: { priceFrom: 1, available: true }, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status()).toBe(403);
  });
});
