import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, originFor } from './e2eEnv.cjs';

// A shared tour with a year of departures: the office sees them month by month, closes a month
// in one click and gives a season a new price, and the public departure list follows.

const EN = originFor('en');
type PublicDeparture = { id: string; tourSlug: string; startDate: string; priceCents: number };

for (const [width, pick] of [[390, 0], [1280, 1]] as const) {
  test(`${width} px: departures by month; a month closed in one click, a range given a new price, the public list follows`, async ({ page }) => {
    test.setTimeout(90_000);
    const all = (await (await page.request.get(`${EN}/api/departures?limit=2000`)).json()).departures as PublicDeparture[];
    const slug = [...new Set(all.map((d) => d.tourSlug))].sort()[pick]!;
    const ofTour = all.filter((d) => d.tourSlug === slug);
    const tourId = ofTour[0]!.id.split('@')[0]!;
    // The tour's last month: no other test books that far ahead.
    const month = ofTour.at(-1)!.startDate.slice(0, 7);
    const inMonth = ofTour.filter((d) => d.startDate.startsWith(month));
    const publicDates = async () => ((await (await page.request.get(`${EN}/api/departures?tour=${slug}`)).json()).departures as PublicDeparture[]).filter((d) => d.startDate.startsWith(month));

    expect((await page.request.post(`${EN}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } })).status()).toBe(200);
    await page.setViewportSize({ width, height: 900 });
    // The new price: $100 above what the office has on the month's first departure today.
    const adminDeps = (await (await page.request.get(`${EN}/api/admin/tours/${tourId}`)).json()).departures as { startDate: string; priceCents: number }[];
    const newPrice = adminDeps.find((d) => d.startDate === inMonth[0]!.startDate)!.priceCents + 10_000;
    await page.goto(`${EN}/admin/tours/${tourId}`);
    const months = page.getByTestId('departure-month');
    await expect(months.first()).toBeVisible();
    expect(await months.count()).toBeGreaterThan(6);
    // Only the next month is unfolded: the page stays short, and adding comes first.
    expect(await page.locator('[data-testid="departure-month"][open]').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(width === 390 ? 9000 : 6000);
    const add = await page.getByTestId('add-departure').boundingBox();
    expect(add!.y).toBeLessThan((await months.first().boundingBox())!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const last = months.last();
    const monthName = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
    await expect(last.locator('summary')).toContainText(monthName);
    await last.locator('summary').click();
    await last.getByRole('button', { name: `Close all of ${monthName}` }).click();
    await expect(last).toContainText(`${inMonth.length} departure${inMonth.length === 1 ? '' : 's'} closed.`);
    await expect(last.locator('summary')).toContainText(`${inMonth.length} closed`);
    await expect.poll(async () => (await publicDates()).length).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`departures-${width}.png`), fullPage: true });

    // The same month again, open and at a new price, through the range form.
    const range = page.getByTestId('change-range');
    await range.getByLabel('From').fill(`${month}-01`);
    await range.getByLabel('To').fill(inMonth.at(-1)!.startDate);
    await range.getByLabel('Price (USD)').fill(String(newPrice / 100));
    await range.getByLabel('Open or closed').selectOption('open');
    await range.getByRole('button', { name: 'Apply to all' }).click();
    await expect(page.getByTestId('range-result')).toContainText(`${inMonth.length} departure${inMonth.length === 1 ? '' : 's'} changed.`);
    await expect(last.getByLabel(`Price on ${inMonth[0]!.startDate}`)).toHaveValue(String(newPrice / 100));
    const reopened = await publicDates();
    expect(reopened.map((d) => d.startDate)).toEqual(inMonth.map((d) => d.startDate));
    // Travellers see the new price (less a deal the tour may run today), the same on every date.
    expect(new Set(reopened.map((d) => d.priceCents)).size).toBe(1);
    expect(reopened[0]!.priceCents).toBeLessThanOrEqual(newPrice);
    expect(reopened[0]!.priceCents).not.toBe(inMonth[0]!.priceCents);
  });
}
