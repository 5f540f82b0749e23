import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, originFor } from './e2eEnv.cjs';

// A tour the operator no longer runs: archived from its page in the back office, its German page
// answers 404 and the German list no longer names it; put back, both return.

const EN = originFor('en');
const DE = originFor('de');
type AdminTour = { id: string; title: string; tripType: string; available: boolean; archivedAt: string | null; slugs: Record<string, string> };

for (const [width, pick] of [[390, 60], [1280, 61]] as const) {
  test(`${width} px: a tour's facts changed in the back office show on its German page and in the filtered list; archived, it is gone from its German page and the tour search, and back once restored`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    expect((await page.request.post(`${EN}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } })).status()).toBe(200);
    const tours = ((await (await page.request.get(`${EN}/api/admin/tours`)).json()) as { tours: AdminTour[] }).tours;
    const tour = tours.filter((t) => t.available && !t.archivedAt && t.tripType === 'private')[pick]!;
    const dePage = `${DE}/trip/${tour.slugs.de ?? tour.slugs.en}`;
    const search = `${DE}/Search?q=${encodeURIComponent(tour.title)}`;
    const link = page.locator(`a[href$="/trip/${tour.slugs.de ?? tour.slugs.en}"]`);
    expect((await page.goto(dePage))?.status()).toBe(200);
    await page.goto(search);
    await expect(link.first()).toBeVisible();

    // Its facts first: a luxury trip with balloon flights, as the German page and the list then say.
    await page.goto(`${EN}/admin/tours/${tour.id}`);
    const facts = page.getByTestId('tour-facts');
    await facts.getByLabel('Level').selectOption('luxury');
    await facts.getByLabel('balloon').check();
    await facts.getByRole('button', { name: 'Save facts and publish' }).click();
    await expect(page.getByTestId('facts-save-result')).toContainText('Facts saved');
    await page.screenshot({ path: test.info().outputPath(`facts-admin-${width}.png`), fullPage: true });
    await page.goto(dePage);
    await expect(page.getByTestId('tour-hero')).toContainText('Luxus');
    await page.goto(`${DE}/tanzania-safari-package?level=luxury&tags=balloon`);
    await expect(link.first()).toBeAttached();

    await page.goto(`${EN}/admin/tours/${tour.id}`);
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('archive-tour').getByRole('button', { name: 'Archive this tour' }).click();
    await expect(page.getByTestId('archive-result')).toContainText('Taken off the site');
    await expect(page.getByTestId('archive-tour')).toContainText(`by ${E2E_OPERATOR_EMAIL}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`archive-admin-${width}.png`) });

    expect((await page.goto(dePage))?.status()).toBe(404);
    await page.goto(search);
    await expect(link).toHaveCount(0);

    await page.goto(`${EN}/admin/tours/${tour.id}`);
    await page.getByTestId('archive-tour').getByRole('button', { name: 'Put back on the site' }).click();
    await expect(page.getByTestId('archive-result')).toContainText('Back on the site');
    expect((await page.goto(dePage))?.status()).toBe(200);
  });
}
