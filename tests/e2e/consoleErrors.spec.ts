import { expect, test } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { SPEC_ROUTES } from './specRoutes';
import { hydrated } from './hydrated';
import { browserErrors } from './browserErrors';

// A traveller's walk over every route, in English and German: any error the browser reports
// (a hydration mismatch, a failed script, an uncaught exception, a failed request) fails it.
for (const locale of ['en', 'de']) {
  test.describe(`${locale}: no error in the browser`, () => {
    for (const route of SPEC_ROUTES) {
      test(route, async ({ page }) => {
        const errors = browserErrors(page);
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
