import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, originFor } from './e2eEnv.cjs';

// A tour's days, as the office reorders them: the second day moved up, saved, and the German
// page's itinerary starts with it.

const EN = originFor('en');
const DE = originFor('de');
type AdminTour = { id: string; tripType: string; available: boolean; days: number; archivedAt: string | null; slugs: Record<string, string> };

for (const [width, pick] of [[390, 20], [1280, 21]] as const) {
  test(`${width} px: the second day moved up in the back office opens the German itinerary`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    expect((await page.request.post(`${EN}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } })).status()).toBe(200);
    const tours = ((await (await page.request.get(`${EN}/api/admin/tours`)).json()) as { tours: AdminTour[] }).tours;
    const tour = tours.filter((t) => t.available && !t.archivedAt && t.tripType === 'private' && t.days >= 4)[pick]!;
    const dePage = `${DE}/trip/${tour.slugs.de ?? tour.slugs.en}`;
    await page.goto(dePage);
    const dayTitles = page.getByTestId('itinerary').locator('h3.day-title');
    // "Tag 2: Pirschfahrt …": the words after the day's number.
    const words = (heading: string | null) => (heading ?? '').replace(/^[^:]+:\s*/, '');
    const second = words(await dayTitles.nth(1).textContent());
    expect(second.length).toBeGreaterThan(3);

    await page.goto(`${EN}/admin/tours/${tour.id}`);
    const days = page.getByTestId('days-editor');
    await days.getByRole('button', { name: 'Move day 2 up' }).click();
    await days.getByRole('button', { name: 'Save days and publish' }).click();
    await expect(page.getByTestId('days-save-result')).toContainText(`Saved and published: ${tour.days} days`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await days.screenshot({ path: test.info().outputPath(`days-admin-${width}.png`) });

    await page.goto(dePage);
    await expect.poll(async () => words(await dayTitles.first().textContent())).toBe(second);
  });
}
