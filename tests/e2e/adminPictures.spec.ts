import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { cameraJpeg } from '../helpers/photos';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, originFor } from './e2eEnv.cjs';

// The office's own photographs on a tour, as the office adds them: a camera JPEG chosen from the
// computer, its focal point tapped and its alt text translated, then the tour's pages on both
// domains show it first, upright, in every size, with the alt text in the page's language.

type AdminTour = { id: string; tripType: string; slugs: Record<string, string> };
const EN = originFor('en');

/** Every size the picture's srcset offers arrives as a WebP (fetched by the page: the language domains resolve in the browser). */
async function everySizeLoads(page: Page, srcset: string) {
  const urls = srcset.split(',').map((c) => c.trim().split(' ')[0]!);
  expect(urls.length).toBeGreaterThan(3);
  const answers = await page.evaluate((list) => Promise.all(list.map(async (u) => { const r = await fetch(u); return `${r.status} ${r.headers.get('content-type')}`; })), urls);
  expect(answers).toEqual(urls.map(() => '200 image/webp'));
}

for (const [width, pick] of [[390, 0], [1280, 1]] as const) {
  test(`${width} px: a camera photo uploaded to a tour, its focal point and German alt text set, shows first on the German and English pages`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    expect((await page.request.post(`${EN}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } })).status()).toBe(200);
    const { tours } = (await (await page.request.get(`${EN}/api/admin/tours?q=serengeti`)).json()) as { tours: AdminTour[] };
    const tour = tours.filter((x) => x.tripType === 'private').at(pick)!;
    const file = path.join(os.tmpdir(), `IMG_${width}.JPG`);
    fs.writeFileSync(file, await cameraJpeg(2400 + width, 1600));

    // A tour without photos (so the walk can run again on the same site).
    expect((await page.request.put(`${EN}/api/admin/tours/${tour.id}/pictures`, { data: { media: [] }, headers: { origin: EN } })).status()).toBe(200);
    await page.goto(`${EN}/admin/tours/${tour.id}`);
    const panel = page.getByTestId('tour-pictures');
    await expect(panel).toContainText('No photos yet');
    // Walked on 30 Nov: photos went live with no word of it, beside texts that wait for Publish.
    await expect(panel.getByTestId('pictures-live-note')).toContainText('as soon as they are added');
    await panel.getByLabel(/What the photos show/).fill(`Elephants crossing the Seronera river (${width})`);
    await panel.getByLabel(/Add photos/).setInputFiles(file);
    await expect(panel.getByTestId('upload-result')).toContainText('1 photo added');
    const photo = panel.getByTestId('tour-picture');
    await expect(photo).toHaveCount(1);
    await expect(photo).toContainText('cover');
    await expect(panel.getByTestId('pictures-result')).toHaveText("Photos added to the tour. The tour's pages show it now.");

    await photo.getByRole('button', { name: 'Details' }).click();
    const details = photo.getByTestId('photo-details');
    // The elephants are in the upper left: tap there.
    const picker = details.getByRole('button', { name: 'Set the focal point where you tap' });
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.25, y: box.height * 0.3 } });
    await expect(details.getByLabel('Focus across')).toHaveValue('25');
    await expect(details.getByLabel('down')).toHaveValue('30');
    await details.getByLabel('What the photo shows (German)').fill(`Elefanten durchqueren den Seronera-Fluss (${width})`);
    await details.getByRole('button', { name: 'Save photo details' }).click();
    await expect(details.getByTestId('photo-details-result')).toContainText('Photo details saved');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`admin-photos-${width}.png`), fullPage: false });

    for (const [locale, alt] of [['de', `Elefanten durchqueren den Seronera-Fluss (${width})`], ['en', `Elephants crossing the Seronera river (${width})`]] as const) {
      expect((await page.goto(`${originFor(locale)}/trip/${tour.slugs[locale]}`))?.status()).toBe(200);
      // The gallery's slider loads as it comes near the screen.
      await page.locator('#gallery').scrollIntoViewIfNeeded();
      const first = page.getByTestId('tour-gallery').locator('img').first();
      await expect(first).toHaveAttribute('alt', alt);
      await expect(first).toHaveAttribute('src', /\/api\/media\/[0-9a-f]{24}\.\d+\.webp$/);
      await expect(first).toHaveAttribute('style', /object-position: 25% 30%/);
      await first.scrollIntoViewIfNeeded();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await everySizeLoads(page, (await first.getAttribute('srcset'))!);
      // The photo is the tour's own picture at the top of its page too.
      await expect(page.locator('main img').first()).toHaveAttribute('src', /\/api\/media\//);
      await page.screenshot({ path: test.info().outputPath(`tour-${locale}-${width}.png`), fullPage: false });
    }

    // The media library finds it by its German words too, for use on another tour.
    await page.goto(`${EN}/admin/media`);
    const board = page.getByTestId('media-board');
    await board.getByLabel('Search').fill(`Seronera-Fluss (${width})`);
    await expect(board.getByTestId('library-photo')).toHaveCount(1);
    await expect(board.getByTestId('library-photo')).toContainText(`Elephants crossing the Seronera river (${width})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
