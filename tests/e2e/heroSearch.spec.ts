import { expect, test } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { hydrated } from './hydrated';
import { t } from './strings';

// The home page's search: where, when and how many. Its date and travellers reach the tour list
// and, from there, the booking form opened next; a date in the past is refused where it was typed.

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

for (const width of [1280, 390]) {
  test(`de at ${width} px: a past date is refused in German, and the date and travellers go on to the results and the booking form`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const origin = originFor('de');
    await page.goto(`${origin}/`);
    await hydrated(page);
    const hero = page.getByTestId('hero-search');
    await hero.getByLabel(t('de', 'home.search.where')).fill('Serengeti');
    await hero.getByLabel(t('de', 'home.search.when')).fill('2020-03-01');
    await hero.getByLabel(t('de', 'home.search.adults')).fill('3');
    await hero.getByLabel(t('de', 'home.search.children')).fill('1');
    await hero.getByRole('button', { name: t('de', 'home.search.submit') }).click();
    await expect(page.getByTestId('hero-date-error')).toHaveText(t('de', 'home.search.pastDate'));
    await expect(hero.getByLabel(t('de', 'home.search.when'))).toHaveAttribute('aria-invalid', 'true');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(hero.getByLabel(t('de', 'home.search.adults'))).toHaveValue('3'); // nothing typed is lost

    const date = inDays(100);
    await hero.getByLabel(t('de', 'home.search.when')).fill(date);
    await hero.getByRole('button', { name: t('de', 'home.search.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/tanzania-safari-package/\\?.*date=${date}`));
    const filters = page.getByTestId('tour-filters');
    await expect(filters.locator('input[name="date"]')).toHaveValue(date);
    await expect(filters.locator('input[name="adults"]')).toHaveValue('3');
    await expect(filters.locator('input[name="children"]')).toHaveValue('1');
    await hydrated(page);

    // The booking form opened next, for a trip on one's own dates, starts from the same answers.
    const { tours } = await (await page.request.get(`${originFor('en')}/api/filter?tripType=private&safariType=lodge`)).json();
    const { alternates } = await (await page.request.get(`${originFor('en')}/api/tours/${tours[0].slug}`)).json();
    await page.goto(`${origin}/Booking?tour=${String(alternates.de).split('/').filter(Boolean).pop()}`);
    await expect(page.locator('#startDate')).toBeVisible();
    await hydrated(page);
    await expect(page.locator('#adults')).toHaveValue('3');
    await expect(page.locator('#children')).toHaveValue('1');
    await expect(page.locator('#startDate')).toHaveValue(date);
  });
}
