import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CDN_API_ORIGIN, CDN_API_PORT, CDN_ASSET_ORIGIN, CDN_ASSET_PORT, CDN_SITE_PORT, cdnEnv, originFor, serverArgs } from './e2eEnv.cjs';
import { PASSWORD, uniqueEmail } from './accounts';
import { signupLink } from './mailbox';
import { t } from './strings';
import { inDays } from './quoteWizard';
import { SPEC_ROUTES } from './specRoutes';
import { hydrated } from './hydrated';
import { browserErrors, policyViolations, watchViolations } from './browserErrors';

// The site built with ASSET_PREFIX (scripts/build-e2e.mjs's CDN build), its /_next/static served
// by a second origin as a CDN would (tests/e2e/assetOriginServer.mjs): every spec route, in
// English and German, on a phone, loads its scripts, styles and fonts from that origin alone,
// with nothing refused by the page policy and no error in the browser. The same build's German
// pages call their API on an origin of its own (API_HOST_DE: another instance of the build), as on
// api.de.<domain>: a quote and a login go through its CORS answers.

// One pair of servers on the build's fixed ports: the tests run one after another, in one worker
// (a test that fails does not skip the rest: the next worker starts the pair again).
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 390, height: 844 } });

const children: ChildProcess[] = [];
const STATIC = '/_next/static/';
// What every page loads from /_next/static (all of it from the asset origin).
const ASSET_TYPES = ['script', 'stylesheet', 'font'];

/** Starts a process and waits until `health` answers (its stderr goes into the error if it never does). */
async function start(args: string[], env: NodeJS.ProcessEnv, health: string) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  let log = '';
  child.stderr!.on('data', (c) => (log += c));
  for (let i = 0; ; i++) {
    if (await fetch(health).then((r) => r.ok, () => false)) return;
    if (child.exitCode !== null || i > 300) throw new Error(`${args.join(' ')} did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  if (!fs.existsSync(path.join(cdnEnv.NEXT_DIST_DIR, 'BUILD_ID'))) throw new Error(`no CDN build in ${cdnEnv.NEXT_DIST_DIR}: run node scripts/build-e2e.mjs`);
  // Its own database copy (made by the build script); no mail is sent from these page views. Without
  // ASSET_PREFIX: it is read at build time (.env.example), so the pages rendered now must follow the build.
  const env: NodeJS.ProcessEnv = { ...process.env, ...cdnEnv, OUTBOX_WORKER: 'off' };
  delete env.ASSET_PREFIX;
  await start(serverArgs(CDN_SITE_PORT), env, `http://127.0.0.1:${CDN_SITE_PORT}/api/health`);
  // The German API host: it sends the mails of what reaches it (the sign-up link below).
  await start(serverArgs(CDN_API_PORT), { ...env, OUTBOX_WORKER: 'on' }, `${CDN_API_ORIGIN}/api/health`);
  await start(['tests/e2e/assetOriginServer.mjs', String(CDN_ASSET_PORT), cdnEnv.NEXT_DIST_DIR], process.env, `${CDN_ASSET_ORIGIN}/health`);
});

test.afterAll(async () => {
  // Stopped by PID, and awaited: a worker started after a failure binds the same ports.
  await Promise.all(
    children.splice(0).map((c) => {
      if (c.exitCode !== null || c.signalCode !== null) return undefined;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      return exited;
    }),
  );
});

/** The sources a policy directive lists, from a Content-Security-Policy header. */
const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name)?.slice(1) ?? [];

for (const locale of ['en', 'de']) {
  test.describe(`${locale}: the build's files from the asset origin`, () => {
    for (const route of SPEC_ROUTES) {
      test(route, async ({ context, page }) => {
        const errors = browserErrors(page);
        page.on('requestfailed', (r) => {
          const reason = r.failure()?.errorText ?? '';
          // A page's own cancelled navigation is no failure (the account pages' redirect to /Login
          // supersedes its own first data request, on any build); a cancelled build file still is.
          if (reason !== 'net::ERR_ABORTED' || new URL(r.url()).pathname.startsWith(STATIC)) errors.push(`${reason} ${r.url()}`);
        });
        const violations = await watchViolations(context, page);
        const assets: { type: string; url: URL }[] = [];
        page.on('request', (r) => {
          const url = new URL(r.url());
          if (url.pathname.startsWith(STATIC)) assets.push({ type: r.resourceType(), url });
        });

        const res = await page.goto(`${originFor(locale, CDN_SITE_PORT)}${route}`);
        expect(res?.ok(), `${res?.status()} ${res?.url()}`).toBe(true);
        const csp = res!.headers()['content-security-policy'] ?? '';
        for (const name of ['script-src', 'style-src', 'font-src', 'img-src', 'connect-src']) expect(directive(csp, name), name).toContain(CDN_ASSET_ORIGIN);
        // Hydrated: every script ran, from the other origin; then one scroll, so lazy parts load their chunks too.
        await hydrated(page);
        await page.mouse.wheel(0, 1500);
        await page.waitForTimeout(500);
        await page.evaluate(async () => {
          await document.fonts.ready;
        });

        expect(errors).toEqual([]);
        expect([...violations, ...(await policyViolations(page))]).toEqual([]);
        // Nothing of the build's from the site itself, and scripts, styles and fonts all loaded.
        expect(assets.filter((a) => a.url.origin !== CDN_ASSET_ORIGIN).map((a) => `${a.type} ${a.url.href}`)).toEqual([]);
        expect(ASSET_TYPES.filter((type) => !assets.some((a) => a.type === type))).toEqual([]);
      });
    }
  });
}

test.describe('de: the API on an origin of its own (API_HOST_DE)', () => {
  const de = originFor('de', CDN_SITE_PORT);

  /** The page's calls to the API origin, and any to its own /api (there must be none). */
  function apiCalls(page: import('@playwright/test').Page) {
    const calls = { api: [] as string[], own: [] as string[] };
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === CDN_API_ORIGIN) calls.api.push(`${r.method()} ${url.pathname}`);
      else if (url.origin === de && url.pathname.startsWith('/api/')) calls.own.push(url.pathname);
    });
    return calls;
  }

  test('a quote sent from the German domain goes to the API origin and is taken', async ({ page }) => {
    const errors = browserErrors(page);
    const calls = apiCalls(page);
    const tours = await (await page.request.get(`${CDN_API_ORIGIN}/api/tourList`, { headers: { 'X-Locale': 'de' } })).json();
    await page.goto(`${de}/trip/${tours.tours[1].slug}`);
    await hydrated(page);
    await page.getByTestId('quote-pane').getByRole('link', { name: t('de', 'tour.pane.getQuote') }).click();
    const modal = page.getByTestId('quote-modal');
    await modal.locator('#departureDate').fill(inDays(45));
    await modal.locator('#fullName').fill('Lena Vogel');
    await modal.locator('#email').fill(uniqueEmail('lena'));
    await modal.locator('#phone').fill('+49 30 1234567');
    await modal.locator('#country').selectOption('DE');
    await page.waitForTimeout(2600); // the server turns away forms sent faster than a person
    await modal.getByRole('button', { name: t('de', 'leads.submit.quote') }).click();
    await expect(page).toHaveURL(/\/ThankyouQuote\?number=Q-\d{4}-\d{6}$/);
    expect(calls.api).toContain('POST /api/requestquote');
    expect(calls.own).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a traveller logs in on the German domain through the API origin', async ({ page, request }) => {
    const email = uniqueEmail('jonas');
    // The account, opened at the API origin as the German site would open it.
    const asked = await request.post(`${CDN_API_ORIGIN}/api/auth/signup`, { headers: { 'X-Locale': 'de' }, data: { name: 'Jonas Weber', email, password: PASSWORD, passwordConfirmation: PASSWORD } });
    expect(asked.status(), await asked.text()).toBe(202);
    const token = new URL(await signupLink(email)).searchParams.get('confirm');
    expect((await request.post(`${CDN_API_ORIGIN}/api/auth/confirm-signup`, { headers: { 'X-Locale': 'de' }, data: { token } })).status()).toBe(201);

    const errors = browserErrors(page);
    const calls = apiCalls(page);
    await page.goto(`${de}/Login`);
    const form = page.getByTestId('login-form');
    await form.getByLabel(t('de', 'account.fields.email')).fill(email);
    await form.getByLabel(t('de', 'account.fields.password')).fill(PASSWORD);
    await form.getByRole('button', { name: t('de', 'account.login.submit') }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Jonas Weber');
    expect(calls.api).toContain('POST /api/auth/login');
    expect(calls.own).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the API origin answers the site's origins only: an unknown origin gets no CORS header", async ({ request }) => {
    const preflight = (origin: string) =>
      request.fetch(`${CDN_API_ORIGIN}/api/requestquote`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key,x-locale' } });
    const ours = await preflight(de);
    expect(ours.headers()['access-control-allow-origin']).toBe(de);
    const theirs = await preflight('https://evil.example');
    expect(Object.keys(theirs.headers()).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    const read = await request.get(`${CDN_API_ORIGIN}/api/tourList`, { headers: { Origin: 'https://evil.example' } });
    expect(read.status()).toBe(200);
    expect(read.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
