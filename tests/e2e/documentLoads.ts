import type { Page } from '@playwright/test';

/** Full page loads (documents) in the tab from now on, in order, by path. */
export function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) loads.push(new URL(r.url()).pathname);
  });
  return loads;
}
