import { expect, test, type Page } from '@playwright/test';
import { originFor, TILE_PORT } from './e2eEnv.cjs';
import { t } from './strings';

type Tour = { slug: string; itinerary: { lat: number; lng: number; destination: { id: string; name: string; areaKm2?: number } }[] };

/** Tours whose route has the most distinct places: where day markers crowd each other. */
async function crowdedTours(page: Page, count: number): Promise<Tour[]> {
  const list = (await (await page.request.get('/api/tourList')).json()).tours as { slug: string }[];
  const tours: Tour[] = [];
  for (const { slug } of list.slice(0, 40)) tours.push(await (await page.request.get(`/api/tours/${slug}`)).json());
  const places = (t: Tour) => new Set(t.itinerary.map((d) => `${d.lat.toFixed(2)},${d.lng.toFixed(2)}`)).size;
  return tours.sort((a, b) => places(b) - places(a)).slice(0, count);
}

async function showMap(page: Page, slug: string) {
  await page.goto(`/trip/${slug}`);
  await page.getByTestId('route-map').scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.getByTestId('map-day-marker').first()).toBeVisible();
}

test.describe('route map', () => {
  // Walked on 30 Nov with a screen reader: each marker was read as its pill, "1–2", "3".
  test('each day marker is named by its place and days', async ({ page }) => {
    const [tour] = await crowdedTours(page, 1);
    await showMap(page, tour!.slug);
    const first = tour!.itinerary[0]!.destination.name;
    await expect(page.locator('.leaflet-marker-icon[aria-label]').first()).toHaveAttribute('aria-label', new RegExp(`^${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
  });

  test('lies on the configured tile server, credited, and no two day markers overlap', async ({ page }) => {
    for (const tour of await crowdedTours(page, 3)) {
      await showMap(page, tour.slug);
      await expect(page.locator('[data-map-background]')).toHaveAttribute('data-map-background', 'tiles');
      await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
      expect(await page.locator('.leaflet-tile-loaded').first().getAttribute('src')).toContain(`127.0.0.1:${TILE_PORT}/`);
      await expect(page.locator('.leaflet-control-attribution')).toContainText('© Test tiles');
      // Leaflet credited by name, without its English tooltip on every language's page.
      await expect(page.locator('.leaflet-control-attribution a', { hasText: 'Leaflet' })).not.toHaveAttribute('title', /.+/);
      // Markers are nudged apart once the map knows its size: poll until they are placed.
      const overlapping = () =>
        page.getByTestId('map-day-marker').evaluateAll((els) => {
          const boxes = els.map((e) => e.getBoundingClientRect());
          const pairs: string[] = [];
          boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b, k) => {
            if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) pairs.push(`${i}/${i + k + 1}`);
          }));
          return { markers: boxes.length, pairs };
        });
      await expect.poll(overlapping, { message: tour.slug }).toEqual({ markers: expect.any(Number), pairs: [] });
      expect((await overlapping()).markers).toBeGreaterThan(1);
    }
  });

  // Walked on 29 Nov: Leaflet's zoom buttons said "Zoom in" / "Zoom out" on every language's page.
  test('its zoom buttons are named in the page\'s language', async ({ page }) => {
    const [tour] = await crowdedTours(page, 1);
    await page.goto(`${originFor('fr')}/trip/${tour!.slug}`);
    await page.getByTestId('route-map').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: t('fr', 'tour.mapZoomIn') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('fr', 'tour.mapZoomOut') })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
  });

  // Walked on 29 Nov: at 390 px the map's zoom button and credits were drawn over the sticky
  // booking bar (Leaflet's panes stack up to z-index 1000), half hiding "Book now".
  test('at 390 px, scrolled under the booking bar, stays under it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [tour] = await crowdedTours(page, 1);
    await showMap(page, tour!.slug);
    const bar = page.getByTestId('tour-action-bar');
    await expect(bar).toBeVisible();
    // The map's top edge a little above the bar's bottom: the map lies behind the bar there.
    const barBox = (await bar.boundingBox())!;
    const mapBox = (await page.locator('.leaflet-container').boundingBox())!;
    await page.evaluate((by) => window.scrollBy(0, by), mapBox.y - (barBox.y + barBox.height / 2));
    await expect.poll(async () => (await page.locator('.leaflet-container').boundingBox())!.y).toBeLessThan(barBox.y + barBox.height);
    const onTop = await bar.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const points = [0.1, 0.5, 0.9].map((x) => document.elementFromPoint(r.left + r.width * x, r.top + r.height - 4));
      return points.every((p) => p !== null && el.contains(p));
    });
    expect(onTop).toBe(true);
  });

  test('without tiles, at 1280 px, draws Tanzania with its islands and lakes, the route\'s parks as named areas and its other stops named', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.route(`http://127.0.0.1:${TILE_PORT}/**`, (route) => route.abort('internetdisconnected'));
    const [tour] = await crowdedTours(page, 1);
    await showMap(page, tour!.slug);
    const map = page.getByTestId('route-map');
    await expect(page.locator('[data-map-background]')).toHaveAttribute('data-map-background', 'outline');
    await expect(page.locator('.leaflet-tile-loaded')).toHaveCount(0);
    await expect(map.locator('path.map-land')).toHaveCount(4); // the mainland, Zanzibar, Pemba, Mafia
    await expect(map.locator('path.map-lake')).toHaveCount(7);
    await expect(map.locator('path.map-route')).toHaveCount(1);

    const places = new Map(tour!.itinerary.map((d) => [d.destination.id, d.destination]));
    const parks = [...places.values()].filter((p) => p.areaKm2);
    const others = [...places.values()].filter((p) => !p.areaKm2);
    expect(parks.length).toBeGreaterThan(0);
    await expect(map.locator('path.map-park')).toHaveCount(parks.length);
    for (const park of parks) await expect(map.locator('.map-area-label', { hasText: park.name })).toBeVisible();
    // Every name is written in the map's frame, where a traveller sees it.
    const frame = (await map.locator('.leaflet-container').boundingBox())!;
    const inFrame = async (label: ReturnType<typeof map.locator>) => {
      const box = (await label.boundingBox())!;
      return box.x < frame.x + frame.width && frame.x < box.x + box.width && box.y < frame.y + frame.height && frame.y < box.y + box.height;
    };
    for (const park of parks) expect(await inFrame(map.locator('.map-area-label', { hasText: park.name })), park.name).toBe(true);
    for (const stop of others) {
      const label = map.locator('.map-stop-label', { hasText: stop.name }).first();
      await expect(label).toBeVisible();
      expect(await inFrame(label), stop.name).toBe(true);
    }
  });
});
