import { expect, test } from '@playwright/test';
import { formatPrice } from '../../lib/format/price';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, originFor } from './e2eEnv.cjs';

// A deal, as the office runs one: chosen in the back office, shown on the tour's German and
// English pages with the old price struck through and the last day, gone again once deleted.

const EN = originFor('en');
const DE = originFor('de');
const dollars = formatPrice;

type AdminTour = { id: string; title: string; priceFrom: number; tripType: string; available: boolean; slugs: Record<string, string> };

for (const [width, pick] of [[390, 40], [1280, 41]] as const) {
  test(`${width} px: a 25 % deal made in the back office shows on the German and English tour pages, struck-through price and last day; deleted, it is gone`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    expect((await page.request.post(`${EN}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } })).status()).toBe(200);
    const tours = ((await (await page.request.get(`${EN}/api/admin/tours`)).json()) as { tours: AdminTour[] }).tours;
    const taken = new Set(((await (await page.request.get(`${EN}/api/admin/deals`)).json()) as { deals: { tourId: string }[] }).deals.map((d) => d.tourId));
    const tour = tours.filter((t) => t.available && t.tripType === 'private' && !taken.has(t.id))[pick]!;
    const dealPrice = Math.round(tour.priceFrom * 0.75);

    await page.goto(`${EN}/admin/deals`);
    const form = page.getByTestId('new-deal-form');
    await form.getByLabel('Tour').selectOption(tour.id);
    await form.getByLabel('How much').fill('25');
    await form.getByRole('button', { name: 'Save the deal' }).click();
    await expect(page.getByTestId('new-deal-result')).toContainText(`${tour.title}`);
    const row = page.getByTestId('deal-row').filter({ hasText: tour.title });
    await expect(row).toContainText('On the site now');
    await expect(row).toContainText('25 % off');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`deals-admin-${width}.png`), fullPage: false });

    for (const [origin, locale, ends] of [[DE, 'de', 'Angebot gilt bis'], [EN, 'en', 'Offer ends']] as const) {
      expect((await page.goto(`${origin}/trip/${tour.slugs[locale] ?? tour.slugs.en}`))?.status()).toBe(200);
      // The pane on a wide screen, the bar at the foot on a phone: both say the old price and the new.
      const price = width >= 1024 ? page.getByTestId('quote-pane') : page.getByTestId('tour-action-bar');
      await expect(price.getByTestId('was-price')).toContainText(dollars(tour.priceFrom));
      await expect(price).toContainText(dollars(dealPrice));
      // What the price is for, on the phone's bar too (walked on 30 Nov: "Ab $2,650 $2,438" alone).
      await expect(price).toContainText(locale === 'de' ? 'pro Person' : 'per person');
      await expect(page.getByTestId('hero-deal')).toContainText(ends);
      await expect(page.getByTestId('pane-deal')).toContainText(ends);
      await page.screenshot({ path: test.info().outputPath(`deals-${locale}-${width}.png`), fullPage: false });
    }

    await page.goto(`${EN}/admin/deals`);
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('deal-row').filter({ hasText: tour.title }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('deal-row').filter({ hasText: tour.title })).toHaveCount(0);
    await page.goto(`${DE}/trip/${tour.slugs.de ?? tour.slugs.en}`);
    await expect(page.getByTestId('was-price')).toHaveCount(0);
    await expect(page.getByTestId('quote-pane')).toContainText(dollars(tour.priceFrom));
  });
}
