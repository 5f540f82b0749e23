// Pictures are pre-built static files: a cancelled download (scrolling on, a quick tap
// elsewhere) must never leave a picture that stays an empty box for later visitors.
import http from 'node:http';
import { expect, test, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { BANNER_WIDTHS } from '../../lib/images/loader';
import { PHOTO_DESTINATION, originFor } from './e2eEnv.cjs';

const TOUR_LIST = '/tanzania-safari-package/';
/** The site's own pictures: map tiles come from the tile server and are Leaflet's business. */
const SITE_IMAGES = 'img:not(.leaflet-tile)';
const isPicture = (url: URL): boolean => url.pathname.startsWith('/images/') || url.pathname.startsWith('/_next/image');

/**
 * Sends the same request to the server and hangs up as soon as it is sent, before any answer:
 * what a browser does when a picture scrolls away or the visitor taps elsewhere.
 */
function cancelOnServer(request: Request): Promise<void> {
  return new Promise((resolve) => {
    const req = http.get(request.url(), { headers: { accept: request.headers()['accept'] ?? 'image/webp,image/*,*/*;q=0.8' } });
    req.on('error', () => undefined); // our own hang-up
    req.on('finish', () => req.destroy());
    req.on('close', () => resolve());
  });
}

/**
 * Until stop(), the first request of every picture is cancelled mid-flight on the server and
 * fails in the browser (which does not retry it). After stop() every request goes through.
 */
async function cancelFirstDownloads(page: Page): Promise<{ cancelled: Set<string>; stop: () => Promise<void> }> {
  const cancelled = new Set<string>();
  await page.route(isPicture, async (route) => {
    const url = route.request().url();
    if (cancelled.has(url)) return route.continue();
    cancelled.add(url);
    await cancelOnServer(route.request());
    // Meanwhile stop() may have unrouted it (Playwright then lets it through): nothing left to cancel.
    return route.abort('aborted').catch(() => {});
  });
  return { cancelled, stop: () => page.unroute(isPicture) };
}

/** Scrolls every picture into view, so that lazy ones are requested too. */
async function scrollThrough(page: Page): Promise<void> {
  const images = page.locator(SITE_IMAGES);
  for (let i = 0, n = await images.count(); i < n; i++) await images.nth(i).scrollIntoViewIfNeeded();
}

/** Brings every picture into view (lazy ones load then) and expects each to have arrived. */
async function expectEveryPictureShown(page: Page): Promise<number> {
  const images = page.locator(SITE_IMAGES);
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: `${await img.getAttribute('src')} shows` })
      .toBe(true);
  }
  return count;
}

/** No picture of the page, in its HTML as served or as rendered, goes through the runtime optimizer. */
async function expectOnlyPrebuiltFiles(page: Page): Promise<void> {
  const html = await page.evaluate(() => fetch(location.href).then((r) => r.text()));
  expect(html).toContain('<img');
  expect(html).not.toContain('/_next/image');
  const attrs = await page.locator(SITE_IMAGES).evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('src') ?? '', i.getAttribute('srcset') ?? '']));
  for (const [src, srcset] of attrs) {
    expect(src).toMatch(/^\/images\/sized\/.+\.\d+\.webp$/);
    expect(srcset.split(', ').length, src).toBeGreaterThan(1);
    for (const candidate of srcset.split(', ')) expect(candidate).toMatch(/^\/images\/sized\/.+\.(\d+)\.webp \1w$/);
  }
}

test.describe('pictures after cancelled downloads', () => {
  test('home (English): every picture shows after its first download was cancelled, from pre-built files only', async ({ page }) => {
    const { cancelled, stop } = await cancelFirstDownloads(page);
    await page.goto('/');
    await scrollThrough(page);
    await expect.poll(() => cancelled.size).toBeGreaterThan(5);
    await stop();
    await page.reload();
    expect(await expectEveryPictureShown(page)).toBeGreaterThan(5);
    await expectOnlyPrebuiltFiles(page);
  });

  test('tour list (German): every picture shows after the visitor left while pictures were loading', async ({ page }) => {
    const { cancelled, stop } = await cancelFirstDownloads(page);
    await page.goto(`${originFor('de')}${TOUR_LIST}`);
    await scrollThrough(page);
    await page.goto(`${originFor('de')}/`, { waitUntil: 'commit' }); // away before the last pictures arrived
    await expect.poll(() => cancelled.size).toBeGreaterThan(5);
    await stop();
    await page.goto(`${originFor('de')}${TOUR_LIST}`);
    await expect(page.getByTestId('tour-card').first()).toBeVisible();
    expect(await expectEveryPictureShown(page)).toBeGreaterThan(5);
    await expectOnlyPrebuiltFiles(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a tour page shows its first gallery slide and every other picture', async ({ page }) => {
      await page.goto(TOUR_LIST);
      const tour = (await page.getByTestId('tour-link').first().getAttribute('href'))!;
      const { cancelled, stop } = await cancelFirstDownloads(page);
      await page.goto(tour);
      // The slider loads as the gallery comes near the screen: scroll there, as a traveller would.
      await page.getByTestId('section-gallery').scrollIntoViewIfNeeded();
      await page.getByTestId('tour-gallery').locator('img').first().scrollIntoViewIfNeeded();
      await scrollThrough(page);
      await expect.poll(() => cancelled.size).toBeGreaterThan(1);
      await stop();
      await page.reload();
      await page.getByTestId('section-gallery').scrollIntoViewIfNeeded();
      const firstSlide = page.getByTestId('tour-gallery').locator('img').first();
      await firstSlide.scrollIntoViewIfNeeded();
      await expect.poll(() => firstSlide.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      await expectEveryPictureShown(page);
      // A phone gets a phone-sized file, not the largest one.
      const chosen = await firstSlide.evaluate((i: HTMLImageElement) => i.currentSrc);
      expect(Number(/\.(\d+)\.webp$/.exec(chosen)?.[1])).toBeLessThan(1600);
      await expectOnlyPrebuiltFiles(page);
    });
  });
});

test.describe('pre-built files', () => {
  test('every size a page lists is a WebP of that width, cached for a year as immutable', async ({ page }) => {
    await page.goto(TOUR_LIST);
    const srcsets = await page.locator(SITE_IMAGES).evaluateAll((imgs) => imgs.map((i) => i.getAttribute('srcset') ?? ''));
    const files = [...new Set(srcsets.flatMap((s) => s.split(', ')))].map((c) => c.split(' ') as [string, string]);
    expect(files.length).toBeGreaterThan(7);
    for (const [url, descriptor] of files) {
      const res = await page.request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type'], url).toBe('image/webp');
      expect(res.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(`${(await sharp(await res.body()).metadata()).width}w`, url).toBe(descriptor);
    }
  });

  test("the operator's photo is served as pre-built WebP sizes in its own shape", async ({ page }) => {
    const destination = await (await page.request.get(`/api/destination/${PHOTO_DESTINATION}`)).json();
    expect(destination.image).toMatchObject({ photo: true, width: 2400, height: 1600 });
    await page.goto(`/CountryPark?destination=${PHOTO_DESTINATION}`);
    const hero = page.locator('main img').first();
    const srcset = (await hero.getAttribute('srcset'))!;
    const sizes = srcset.split(', ').map((c) => c.split(' ') as [string, string]);
    // A banner offers the widths a screen needs (BANNER_WIDTHS), each a file the build wrote.
    expect(sizes.map(([, w]) => w)).toEqual(BANNER_WIDTHS.map((w) => `${w}w`));
    for (const [url, w] of sizes) {
      expect(url).toMatch(new RegExp(`^/images/sized/e2e-photos/${PHOTO_DESTINATION}\\.[0-9a-f]{10}\\.${parseInt(w)}\\.webp$`));
      const res = await page.request.get(url);
      expect(res.status(), url).toBe(200);
      const meta = await sharp(await res.body()).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }, url).toEqual({ format: 'webp', width: parseInt(w), height: Math.round((parseInt(w) * 2) / 3) });
    }
    await expect.poll(() => hero.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  });

  test('the runtime image optimizer is off: nothing can be left hanging there', async ({ page }) => {
    const res = await page.request.get('/_next/image?url=%2Fimages%2Fart%2Fsavanna%2Fserengeti.webp&w=400&q=75', { headers: { accept: 'image/webp' } });
    expect(res.status()).toBe(404);
  });
});
