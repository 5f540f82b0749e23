import { expect, test, type Page } from '@playwright/test';
import { THIRD_PARTY_PORT, originFor } from './e2eEnv.cjs';
import { t } from './strings';

// The third parties (ads pixel, session recorder, live chat, path-keyed overlay, analytics tag
// per domain) all point at tests/e2e/thirdPartyServer.mjs in this build. These tests start with
// no stored answer (the other specs start with one, see e2eEnv.cjs) and run in order, so what
// the stand-in records is theirs alone.
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'default' });

const STAND_IN = `http://127.0.0.1:${THIRD_PARTY_PORT}`;
const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt'] as const;
const ALL_SCRIPTS = ['ads-pixel', 'analytics', 'live-chat', 'overlay', 'session-recorder'];

type Recorded = { name: string; query: Record<string, string>; referer: string | null };
const reached = async (): Promise<Recorded[]> => (await fetch(`${STAND_IN}/__requests`)).json();
const resetStandIn = () => fetch(`${STAND_IN}/__reset`);

/** Every request the page makes to the third parties, seen from the browser. */
function watchThirdParty(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => r.url().startsWith(STAND_IN) && urls.push(r.url()));
  return urls;
}

/** Waits until the page has loaded, the browser has been idle, and a little more: by then anything due has loaded. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        const idle = () => requestIdleCallback(() => setTimeout(done, 1500), { timeout: 3000 });
        if (document.readyState === 'complete') idle();
        else addEventListener('load', idle, { once: true });
      }),
  );

/** The scripts that ran on the page, by name, with the query they were loaded with. */
const ran = (page: Page) => page.evaluate(() => (window as unknown as { __thirdParties?: { name: string; query: Record<string, string> }[] }).__thirdParties ?? []);

const banner = (page: Page) => page.getByTestId('consent-banner');

test.beforeEach(async () => {
  await resetStandIn();
});

for (const locale of LOCALES) {
  test(`${locale}: nothing third-party loads before consent; "accept all" loads each one once, with this domain's analytics id`, async ({ page, context }) => {
    const seen = watchThirdParty(page);
    await page.goto(`${originFor(locale)}/`);
    const dialog = page.getByRole('dialog', { name: t(locale, 'consent.title') });
    await expect(dialog).toBeVisible();
    await settle(page);
    expect(seen).toEqual([]);
    expect(await reached()).toEqual([]);

    await dialog.getByRole('button', { name: t(locale, 'consent.acceptAll') }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(async () => (await ran(page)).map((s) => s.name).sort()).toEqual(ALL_SCRIPTS);
    const byName = Object.fromEntries((await ran(page)).map((s) => [s.name, s.query]));
    expect(byName.analytics).toEqual({ id: `G-E2E-${locale.toUpperCase()}` });
    expect(byName['ads-pixel']).toEqual({ id: 'px-e2e' });
    expect(byName['session-recorder']).toEqual({ site: 'rec-e2e' });
    expect(byName.overlay).toEqual({ path: '/' });
    await settle(page);
    expect((await reached()).map((r) => r.name).sort()).toEqual(ALL_SCRIPTS);

    // The answer is kept on this domain for six months, readable only by this site.
    const cookie = (await context.cookies()).find((c) => c.name === 'consent');
    expect(cookie).toMatchObject({ value: 'v=1&analytics=1&marketing=1&chat=1', sameSite: 'Lax', domain: new URL(originFor(locale)).hostname });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(179 * 86_400_000);
  });
}

for (const locale of ['en', 'de'] as const) {
  test(`${locale}: after consent, the overlay follows a client-side navigation; a reload loads them again without asking`, async ({ page }) => {
    await page.goto(`${originFor(locale)}/`);
    await banner(page).getByRole('button', { name: t(locale, 'consent.acceptAll') }).click();
    await expect.poll(async () => (await ran(page)).length).toBe(ALL_SCRIPTS.length);

    // A client-side navigation (the page's JavaScript state survives it).
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.locator('footer').getByRole('link', { name: t(locale, 'common.footer.about') }).click();
    await expect(page).toHaveURL(`${originFor(locale)}/About`);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await expect.poll(async () => (await ran(page)).filter((s) => s.name === 'overlay').map((s) => s.query.path)).toEqual(['/', '/About']);
    await settle(page);
    // Everything else loaded once only.
    const names = (await reached()).map((r) => r.name);
    expect(names.filter((n) => n !== 'overlay').sort()).toEqual(ALL_SCRIPTS.filter((n) => n !== 'overlay'));
    await expect(page.locator('script[data-third-party="overlay"]')).toHaveCount(1);

    await resetStandIn();
    await page.reload();
    await expect.poll(async () => (await ran(page)).map((s) => s.name).sort()).toEqual(ALL_SCRIPTS);
    await expect(banner(page)).toHaveCount(0);
    expect((await ran(page)).find((s) => s.name === 'overlay')?.query).toEqual({ path: '/About' });
  });

  test(`${locale}: "reject all" loads nothing, and a reload remembers it`, async ({ page }) => {
    const seen = watchThirdParty(page);
    await page.goto(`${originFor(locale)}/Contact`);
    await banner(page).getByRole('button', { name: t(locale, 'consent.rejectAll') }).click();
    await expect(banner(page)).toHaveCount(0);
    await settle(page);
    await page.reload();
    await settle(page);
    await expect(banner(page)).toHaveCount(0);
    expect(seen).toEqual([]);
    expect(await reached()).toEqual([]);
  });
}

test('walked: pages whose address carries a secret (a booking key, a reset or sign-up token) load no third party, whatever was accepted', async ({ page }) => {
  await page.goto(`${originFor('de')}/`);
  await banner(page).getByRole('button', { name: t('de', 'consent.acceptAll') }).click();
  await expect.poll(async () => (await ran(page)).length).toBe(ALL_SCRIPTS.length);
  for (const address of ['/Payment?booking=B-2026-000001&key=secret-key-of-the-booking', '/BookingCompleted?booking=B-2026-000001&key=secret-key-of-the-booking', '/ForgotPassword?token=secret-reset-token-0123456789', '/Signup?confirm=secret-signup-token-0123456789']) {
    await resetStandIn();
    const seen = watchThirdParty(page);
    await page.goto(`${originFor('de')}${address}`);
    await settle(page);
    expect(await ran(page), address).toEqual([]);
    expect(seen, address).toEqual([]);
    expect(await reached(), address).toEqual([]);
  }
  // The same pages without a secret still load what was accepted.
  await page.goto(`${originFor('de')}/Payment`);
  await expect.poll(async () => (await ran(page)).length).toBe(ALL_SCRIPTS.length);
});

test('a choice per purpose: live chat only loads the chat widget and nothing else', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: t('en', 'consent.choose') }).click();
  const chat = banner(page).getByRole('checkbox', { name: t('en', 'consent.purposes.chat.label') });
  await expect(chat).not.toBeChecked();
  await chat.check();
  await banner(page).getByRole('button', { name: t('en', 'consent.save') }).click();
  await expect.poll(async () => (await ran(page)).map((s) => s.name)).toEqual(['live-chat']);
  await settle(page);
  expect((await reached()).map((r) => r.name)).toEqual(['live-chat']);
});

test('de: the footer reopens the banner on any page, with the keyboard; a withdrawal loads nothing after the next reload', async ({ page }) => {
  const de = originFor('de');
  await page.goto(`${de}/`);
  await banner(page).getByRole('button', { name: t('de', 'consent.acceptAll') }).click();
  await expect.poll(async () => (await ran(page)).length).toBe(ALL_SCRIPTS.length);

  await page.goto(`${de}/Contact`);
  const settings = page.locator('footer').getByRole('button', { name: t('de', 'common.cookieSettings') });
  await settings.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('de', 'consent.title') });
  await expect(dialog).toBeFocused();
  // Escape closes it unchanged, and the keyboard is back where it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(settings).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: t('de', 'consent.rejectAll') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  await resetStandIn();
  const seen = watchThirdParty(page);
  await page.reload();
  await settle(page);
  expect(seen).toEqual([]);
  expect(await reached()).toEqual([]);
});

test('the banner is first in the tab order after the skip link', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: t('en', 'common.skipToContent') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: t('en', 'consent.privacy') })).toBeFocused();
});

for (const path of ['/', '/Contact']) {
  test(`on a phone, the banner on ${path} shifts nothing on the page and is not its largest paint`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number[]; __lcp: Element | null };
      w.__shifts = [];
      w.__lcp = null;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__shifts.push((e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__lcp = (e as unknown as { element: Element | null }).element))).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(path);
    await expect(banner(page)).toBeVisible();
    await settle(page);
    expect(await page.evaluate(() => !!(window as unknown as { __lcp: Element | null }).__lcp?.closest('[data-testid="consent-banner"]'))).toBe(false);
    await banner(page).getByRole('button', { name: t('en', 'consent.rejectAll') }).click();
    await expect(banner(page)).toHaveCount(0);
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
  });
}

// Walked on 30 Nov with the keyboard on a phone: a field tabbed to sat under the banner, which
// the browser does not scroll for (the field is on the screen, only covered).
test('on a phone, nothing tabbed to hides under the banner', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  const covered: string[] = [];
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    // The page moves what the banner covers in the next frame, or once the browser's own scroll
    // to it has ended: a person sees it clear within a moment.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const coveredNow = () => page.evaluate(() => {
      const el = document.activeElement;
      const banner = document.querySelector('[data-testid="consent-banner"]');
      if (!(el instanceof HTMLElement) || !banner || banner.contains(el) || el === document.body) return null;
      const r = el.getBoundingClientRect();
      const b = banner.getBoundingClientRect();
      return r.bottom > b.top && r.top < b.bottom && r.top < window.innerHeight ? `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(r.top)}–${Math.round(r.bottom)}, banner from ${Math.round(b.top)}` : null;
    });
    let hidden = await coveredNow();
    for (const started = Date.now(); hidden && Date.now() - started < 800; hidden = await coveredNow()) await page.waitForTimeout(50);
    if (hidden) covered.push(hidden);
  }
  expect(covered).toEqual([]);
});
