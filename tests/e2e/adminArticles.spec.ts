import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, originFor } from './e2eEnv.cjs';

// An article as the office writes one: started in English, its text typed in the rich-text
// editor (a heading, a paragraph, a list), published in English only. The English blog, page and
// sitemap show it; the German domain does not, until it is translated.

const EN = originFor('en');
const DE = originFor('de');

for (const width of [390, 1280] as const) {
  test(`${width} px: an article written in English only is on the English blog and sitemap, and on no other domain`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    expect((await page.request.post(`${EN}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } })).status()).toBe(200);
    const title = `Calving season in Ndutu ${width} ${Date.now().toString(36)}`;

    await page.goto(`${EN}/admin/articles`);
    const form = page.getByTestId('new-article');
    await form.getByLabel('Title (English)').fill(title);
    const slug = await form.getByLabel('Address: /blog/…').inputValue();
    expect(slug).toMatch(/^calving-season-in-ndutu-/);
    await form.getByRole('button', { name: 'Start the article' }).click();
    await expect(page).toHaveURL(`${EN}/admin/articles/${slug}`);

    const editor = page.getByTestId('article-text');
    await expect(editor.getByTestId('language-en')).toContainText('draft');
    await page.getByLabel(/^Excerpt/).fill('Where to be in February, and why the lions follow.');
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await page.keyboard.type('When the calves are born');
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    // The editor takes the keys back once the heading is made: type on from its end.
    const heading = text.locator('h2');
    await expect(heading).toHaveText('When the calves are born');
    await heading.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Half a million wildebeest calves are born on the short-grass plains in three weeks.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '• List' }).click();
    await expect(text.locator('ul li')).toHaveCount(1);
    await text.locator('ul li').click();
    await page.keyboard.type('Ndutu');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Kusini');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('text-save-result')).toContainText('Draft saved');
    await page.getByRole('button', { name: 'Publish English' }).click();
    await expect(page.getByTestId('text-publish-result')).toContainText('English published');
    await expect(editor.getByTestId('language-de')).toContainText('missing');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`admin-article-${width}.png`), fullPage: true });

    // English: on the blog, its page with the heading, paragraph and list, and in the sitemap.
    await page.goto(`${EN}/Blogs`);
    await page.getByRole('link', { name: title }).first().click();
    await expect(page).toHaveURL(`${EN}/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 2, name: 'When the calves are born' })).toBeVisible();
    await expect(page.getByText('Half a million wildebeest calves')).toBeVisible();
    await expect(page.locator('main li', { hasText: 'Kusini' })).toBeVisible();
    await expect(page.locator('main li', { hasText: 'Ndutu' })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`article-en-${width}.png`) });
    expect(await (await page.request.get(`${EN}/sitemap.xml`)).text()).toContain(`/blog/${slug}<`);

    // German: not on the blog, its address leads nowhere, not in the sitemap.
    await page.goto(`${DE}/Blogs`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    const german = await page.goto(`${DE}/blog/${slug}`);
    expect(german?.status()).toBe(404);
    await page.goto(`${DE}/sitemap.xml`);
    expect(await page.content()).not.toContain(slug);
  });
}
