import type { Page } from '@playwright/test';

/**
 * Waits until the page is interactive: Next's own "Next.js-hydration" measure (React has hydrated
 * the page), then the browser's next idle moment, by which the effects that follow have run.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('Next.js-hydration').length > 0);
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2000 })));
}

/** Whether React has hydrated the page yet (Next's "Next.js-hydration" measure), without waiting. */
export const hasHydrated = (page: Page): Promise<boolean> => page.evaluate(() => performance.getEntriesByName('Next.js-hydration').length > 0);
