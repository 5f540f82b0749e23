import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, THIRD_PARTY_PORT, TILE_PORT, originFor } from './e2eEnv.cjs';
import { signUpInBrowser, uniqueEmail } from './accounts';
import { t } from './strings';
import { hydrated } from './hydrated';
import { policyViolations, watchViolations } from './browserErrors';

// Chromium enforcing the site's Content-Security-Policy on a traveller's and the operator's walk:
// every page works with nothing blocked (no violation event, no console report), the route map's
// tiles and the consented third parties included.
const STAND_IN = `http://127.0.0.1:${THIRD_PARTY_PORT}`;
const hostOf = (locale: string) => new URL(originFor(locale)).hostname;

/** Every visitor here has accepted everything, so every third party loads. */
async function acceptAll(context: BrowserContext) {
  await context.addCookies(['en', 'de'].map((l) => ({ name: 'consent', value: 'v=1&analytics=1&marketing=1&chat=1', domain: hostOf(l), path: '/', sameSite: 'Lax' as const })));
  // Answered here with what the stand-in itself sends, so that tests/e2e/consent.spec.ts, which counts
  // what reaches the stand-in, never sees these requests. The browser checks the policy before
  // any request is made: a blocked script never gets this far.
  await context.route(`${STAND_IN}/**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(1).replace(/\.js$/, '');
    return route.fulfill({ contentType: 'text/javascript', body: `(window.__thirdParties = window.__thirdParties || []).push(${JSON.stringify(name)});` });
  });
}

/** Opens a page, lets it hydrate, scrolls through it (lazy parts, the map), and adds the violations it raised. */
async function visit(page: Page, url: string, violations: string[], { site = true } = {}) {
  const res = await page.goto(url);
  expect(res?.status(), url).toBeLessThan(400);
  if (site) await hydrated(page);
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  violations.push(...(await policyViolations(page)).map((v) => `${url}: ${v}`));
}

const hrefOf = async (page: Page, testId: string, prefix: string) => (await page.getByTestId(testId).first().locator(`a[href^="${prefix}"]`).first().getAttribute('href')) ?? '';

for (const locale of ['en', 'de']) {
  const origin = originFor(locale);

  test(`${locale}: the public pages, the map and the forms, with every third party consented, break no rule`, async ({ context, page }) => {
    test.setTimeout(120_000);
    await acceptAll(context);
    const violations = await watchViolations(context, page);

    await visit(page, `${origin}/`, violations);
    // The consented third parties ran: the policy lets exactly them in.
    await expect.poll(() => page.evaluate(() => ((window as unknown as { __thirdParties?: string[] }).__thirdParties ?? []).sort())).toEqual(['ads-pixel', 'analytics', 'live-chat', 'overlay', 'session-recorder']);

    await visit(page, `${origin}/tanzania-safari-package/`, violations);
    const tour = await hrefOf(page, 'tour-card', '/trip/');
    await visit(page, `${origin}${tour}`, violations);
    await page.getByTestId('route-map').scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
    expect(await page.locator('.leaflet-tile-loaded').first().getAttribute('src')).toContain(`127.0.0.1:${TILE_PORT}/`);
    await expect(page.getByTestId('map-day-marker').first()).toBeVisible();

    await visit(page, `${origin}/Blogs`, violations);
    await visit(page, `${origin}${await hrefOf(page, 'article-card', '/blog/')}`, violations);
    await expect(page.getByTestId('article-body')).toBeVisible();

    await visit(page, `${origin}/Contact`, violations);
    // Sent empty: the form answers with its messages, all drawn by the page's own code.
    await page.getByRole('button', { name: t(locale, 'leads.submit.contact') }).click();
    await expect(page.getByTestId('form-error')).toContainText(t(locale, 'leads.submit.invalid'));
    await visit(page, `${origin}/Quote`, violations);

    await visit(page, `${origin}/Upcoming-Departures`, violations);
    const booking = (await page.getByTestId('departure-book').first().getAttribute('href')) ?? '';
    await visit(page, `${origin}${booking}`, violations);
    await expect(page.getByTestId('booking-form')).toBeVisible();

    await visit(page, `${origin}/Login`, violations);
    await visit(page, `${origin}/ForgotPassword`, violations);
    expect(violations).toEqual([]);
  });

  test(`${locale}: a traveller's account pages break no rule`, async ({ context, page }) => {
    test.setTimeout(90_000);
    await acceptAll(context);
    const violations = await watchViolations(context, page);
    await signUpInBrowser(page, locale, 'Neema Mollel', uniqueEmail(`csp-${locale}`));
    for (const path of ['/Dashboard', '/Profile', '/Wishlists', '/Affiliate']) await visit(page, `${origin}${path}`, violations);
    expect(violations).toEqual([]);
  });
}

test("the operator's back office breaks no rule", async ({ context, page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(context, page);
  const login = await page.request.post(`${originFor('en')}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } });
  expect(login.status()).toBe(200);
  for (const path of ['/admin/inbox', '/admin/reviews', '/admin/affiliates', '/admin/tours', '/admin/outbox']) {
    await visit(page, `${originFor('en')}${path}`, violations, { site: false });
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  }
  await visit(page, `${originFor('de')}/admin`, violations, { site: false });
  expect(violations).toEqual([]);
});
