import { expect, test } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { t } from './strings';
import { hydrated } from './hydrated';

// The tour list on a phone (issue 24, item 25): the results come first, the filters open in a
// sheet from a button that says how many tours there are; price and length apply like the boxes.

for (const locale of ['en', 'de']) {
  test(`${locale}: at 390 px the results come first and the filters open in a sheet that applies price and length at once`, async ({ page }) => {
    const s = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${originFor(locale)}/tanzania-safari-package/`);
    await hydrated(page);
    const count = page.getByTestId('results-count');
    // The number of tours the list says it found, once it has answered.
    const found = async () => {
      await expect(count).toHaveText(/\d/);
      return Number((await count.textContent())!.match(/\d+/)![0]);
    };
    const total = await found();

    // The first card is on the first screen; no filter field is.
    const firstCard = page.getByTestId('tour-card').first();
    expect((await firstCard.boundingBox())!.y).toBeLessThan(800);
    await expect(page.getByRole('spinbutton', { name: s('catalogue.filters.priceMax') })).toBeHidden();

    // The button says how many tours the choices give; it opens the sheet over the list.
    const open = page.getByRole('button', { name: s('catalogue.filters.openSheet', { count: total }) });
    await open.click();
    const sheet = page.getByRole('dialog', { name: s('catalogue.filters.title') });
    await expect(sheet).toBeVisible();
    const sheetBox = (await sheet.boundingBox())!;
    expect(sheetBox.width).toBeLessThanOrEqual(390);

    // A maximum price applies when the field is left, like a ticked box: no "Apply" needed.
    await sheet.getByRole('spinbutton', { name: s('catalogue.filters.priceMax') }).fill('3000');
    await sheet.getByRole('spinbutton', { name: s('catalogue.filters.daysMin') }).focus();
    await expect(page).toHaveURL(/priceMax=3000/);
    await expect(count).not.toHaveText(s('catalogue.found', { count: total }));
    expect(await found()).toBeLessThan(total);
    await expect(sheet).toBeVisible();

    // A length applies the same way.
    await sheet.getByRole('spinbutton', { name: s('catalogue.filters.daysMin') }).fill('5');
    await sheet.getByRole('spinbutton', { name: s('catalogue.filters.priceMin') }).focus();
    await expect(page).toHaveURL(/daysMin=5/);

    // A minimum above the maximum is refused with a message; the typed value stays, the list does not change.
    const url = page.url();
    await sheet.getByRole('spinbutton', { name: s('catalogue.filters.priceMin') }).fill('5000');
    await sheet.getByRole('spinbutton', { name: s('catalogue.filters.daysMax') }).focus();
    await expect(sheet.getByRole('alert')).toHaveText(s('catalogue.filters.priceRange'));
    await expect(sheet.getByRole('spinbutton', { name: s('catalogue.filters.priceMin') })).toHaveValue('5000');
    await expect(sheet.getByRole('spinbutton', { name: s('catalogue.filters.priceMin') })).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).toBe(url);

    // The sheet's own button shows the tours found and closes it onto the list.
    await sheet.getByRole('spinbutton', { name: s('catalogue.filters.priceMin') }).fill('');
    await sheet.getByRole('spinbutton', { name: s('catalogue.filters.daysMax') }).focus();
    await expect(sheet.getByRole('alert')).toHaveCount(0);
    const now = await found();
    await sheet.getByRole('button', { name: s('catalogue.filters.showResults', { count: now }) }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: s('catalogue.filters.openSheet', { count: now }) })).toBeVisible();
  });
}
