import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, originFor } from './e2eEnv.cjs';

// The office changes what search engines show for a page: the German meta title of /About, saved,
// published, and the cached German page carries it at once while the English one keeps its own.

const EN = originFor('en');

for (const width of [390, 1280]) {
  test(`${width} px: a page's German meta title published from the back office is the German page's title; the English stays`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const login = await page.request.post(`${EN}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } });
    expect(login.status()).toBe(200);
    const id = width === 390 ? 'about' : 'ourTeam';
    const path = width === 390 ? '/About' : '/Our-Team';
    await page.goto(`${EN}${path}`);
    const english = await page.title();
    await page.goto(`${originFor('de')}${path}`);
    const before = await page.title();

    await page.goto(`${EN}/admin/pages`);
    await page.getByTestId('page-list').getByRole('link').filter({ hasText: path }).click();
    await page.getByTestId('language-de').click();
    const title = `Wer wir sind – Arusha (${width})`;
    await page.getByLabel('Meta title').fill(title);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('text-save-result')).toContainText('Draft saved');
    await page.goto(`${originFor('de')}${path}`);
    expect(await page.title()).toBe(before);

    await page.goto(`${EN}/admin/pages/${id}`);
    await page.getByTestId('language-de').click();
    await page.getByRole('button', { name: 'Publish German' }).click();
    await expect(page.getByTestId('text-publish-result')).toContainText('German published');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.goto(`${originFor('de')}${path}`);
    expect(await page.title()).toContain(title);
    await page.goto(`${EN}${path}`);
    expect(await page.title()).toBe(english);
  });
}
