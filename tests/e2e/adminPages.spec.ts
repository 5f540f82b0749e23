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
    // About has its words to edit too, in an editor of its own below: this is the meta's.
    const meta = page.getByTestId('page-meta');
    await meta.getByTestId('language-de').click();
    const title = `Wer wir sind – Arusha (${width})`;
    await meta.getByLabel('Meta title').fill(title);
    await meta.getByRole('button', { name: 'Save draft' }).click();
    await expect(meta.getByTestId('text-save-result')).toContainText('Draft saved');
    await page.goto(`${originFor('de')}${path}`);
    expect(await page.title()).toBe(before);

    await page.goto(`${EN}/admin/pages/${id}`);
    await page.getByTestId('page-meta').getByTestId('language-de').click();
    await page.getByTestId('page-meta').getByRole('button', { name: 'Publish German' }).click();
    await expect(page.getByTestId('page-meta').getByTestId('text-publish-result')).toContainText('German published');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.goto(`${originFor('de')}${path}`);
    expect(await page.title()).toContain(title);
    await page.goto(`${EN}${path}`);
    expect(await page.title()).toBe(english);
  });
}

// The office changes the words of an information page itself (walked on 30 Nov: only a developer
// could): a German clause added to the terms, saved, published, and on the German page at once
// with today's date; the English terms keep theirs. On a phone, the privacy notice in French.
for (const [width, lang, id, path, name] of [[1280, 'de', 'terms', '/Terms', 'German'], [390, 'fr', 'privacy', '/Privacy', 'French']] as const) {
  test(`${width} px: a clause added to the ${name} ${id} in the back office is on the ${name} page once published, not before; the English stays`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const login = await page.request.post(`${EN}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } });
    expect(login.status()).toBe(200);
    const clause = `${name} clause ${Date.now()}: deposits are refunded in full up to 90 days before departure.`;

    await page.goto(`${EN}/admin/pages`);
    await page.getByTestId('page-list').getByRole('link').filter({ hasText: path }).click();
    await expect(page).toHaveURL(`${EN}/admin/pages/${id}`);
    const editor = page.getByTestId('page-text');
    await editor.getByTestId(`language-${lang}`).click();
    const text = editor.getByRole('textbox', { name: 'Text', exact: true });
    await text.locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(clause);
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await expect(editor.getByTestId('text-save-result')).toContainText('Draft saved');
    await page.goto(`${originFor(lang)}${path}`);
    await expect(page.getByText(clause)).toHaveCount(0);

    await page.goto(`${EN}/admin/pages/${id}`);
    await page.getByTestId('page-text').getByTestId(`language-${lang}`).click();
    await page.getByTestId('page-text').getByRole('button', { name: `Publish ${name}` }).click();
    await expect(page.getByTestId('page-text').getByTestId('text-publish-result')).toContainText(`${name} published`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`admin-page-text-${width}.png`), fullPage: true });

    await page.goto(`${originFor(lang)}${path}`);
    await expect(page.getByText(clause)).toBeVisible();
    const today = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
    await expect(page.locator('main')).toContainText(today);
    await page.screenshot({ path: test.info().outputPath(`page-text-${lang}-${width}.png`), fullPage: true });
    await page.goto(`${EN}${path}`);
    await expect(page.getByText(clause)).toHaveCount(0);
  });
}
