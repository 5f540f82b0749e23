import { expect, test } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { SPEC_ROUTES } from './specRoutes';
import { hydrated } from './hydrated';

// A traveller's walk over every route, in English and German: any error the browser reports
// (a hydration mismatch, a failed script, an uncaught exception, a failed request) fails it.
for (const locale of ['en', 'de']) {
  test.describe(`${locale}: no error in the browser`, () => {
    for (const route of SPEC_ROUTES) {
      test(route, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (err) => errors.push(err.message));
        page.on('console', (msg) => {
          if (msg.type() === 'error') errors.push(`${msg.text()} ${msg.location().url}`.trim());
        });
        page.on('response', (r) => {
          if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
        });
        const res = await page.goto(`${originFor(locale)}${route}`);
        expect(res?.status()).toBeLessThan(400);
        // Hydrated: the layout's and the page's effects have run.
        await hydrated(page);
        // Scroll down once so that lazy parts (gallery, map, images) load too, then let them settle.
        await page.mouse.wheel(0, 1500);
        await page.waitForTimeout(750);
        expect(errors).toEqual([]);
      });
    }
  });
}
