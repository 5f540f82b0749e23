import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, originFor } from './e2eEnv.cjs';

// A destination's German text, as the office changes it: found in the list of destinations,
// saved as a draft, published, and read on the German page while the English one stays.

const EN = originFor('en');

for (const [width, id, name] of [[390, 'tarangire', 'Tarangire National Park'], [1280, 'lake-manyara', 'Lake Manyara National Park']] as const) {
  test(`${width} px: a destination's German description published from the back office is on its German page; the English stays`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    expect((await page.request.post(`${EN}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } })).status()).toBe(200);
    const news = `Neu vom Büro (${width}): Baumkletternde Löwen sieht man am besten am Nachmittag.`;

    await page.goto(`${EN}/admin/destinations`);
    await page.getByTestId('destination-list').getByRole('link', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(`${EN}/admin/destinations/${id}`);
    const editor = page.getByTestId('destination-text');
    await editor.getByTestId('language-de').click();
    const description = page.getByLabel('Description');
    const before = await description.inputValue();
    await description.fill(`${news}\n\n${before}`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('text-save-result')).toContainText('Draft saved');
    await page.getByRole('button', { name: 'Publish German' }).click();
    await expect(page.getByTestId('text-publish-result')).toContainText('German published');
    await expect(editor.getByTestId('language-de')).toContainText('published');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const slug = await page.getByLabel('Address').inputValue();

    expect((await page.goto(`${originFor('de')}/CountryPark?destination=${slug}`))?.status()).toBe(200);
    await expect(page.getByText(news)).toBeVisible();
    expect((await page.goto(`${EN}/CountryPark?destination=${id}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split(' ')[0]!);
    await expect(page.getByText(news)).toHaveCount(0);
  });
}
