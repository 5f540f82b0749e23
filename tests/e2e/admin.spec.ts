import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, e2eEnv, originFor } from './e2eEnv.cjs';
import { formToken } from './formToken';

/** The name scripts/build-e2e.mjs gives the operator. */
const OPERATOR_NAME = 'E2E Operator';

// The operator's back office under /admin: its own frame (not the public site's), a login form
// for anyone signed out, never indexed, and none of its code in what travellers download.

const admin = (p = '') => `${originFor('en')}/admin${p}`;

/** Signs the browser in through the API (the form itself is tested below). */
async function signIn(page: Page) {
  const res = await page.request.post(`${originFor('en')}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } });
  expect(res.status()).toBe(200);
}

for (const width of [360, 1280]) {
  test(`${width} px: the login form signs the operator in; a wrong password keeps what was typed`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(admin());
    const form = page.getByTestId('admin-login');
    await expect(form).toBeVisible();
    await page.getByLabel('Email').fill(E2E_OPERATOR_EMAIL);
    await page.getByLabel('Password').fill('not-the-password-at-all');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(form.getByRole('alert')).toContainText('Check the email address and password.');
    await expect(page.getByLabel('Email')).toHaveValue(E2E_OPERATOR_EMAIL);
    await expect(page.getByLabel('Password')).toHaveValue('not-the-password-at-all');
    // Focus is back on the password, to type it again (walked: on nothing).
    await expect(page.getByLabel('Password')).toBeFocused();

    await page.getByLabel('Password').fill(E2E_OPERATOR_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin\/inbox$/);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    for (const item of ['Inbox', 'Reviews', 'Affiliates', 'Tours', 'Outbox']) await expect(nav.getByRole('link', { name: item })).toBeVisible();
    await expect(page.getByTestId('admin-operator')).toHaveText(OPERATOR_NAME);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    // The first Tab offers to skip the menu (walked: sixteen links before the work on every page).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#admin-main')).toBeFocused();
    // Nothing of the public frame, and nothing wider than the screen.
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await nav.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByTestId('admin-login')).toBeVisible();
    await page.goto(admin('/inbox'));
    await expect(page.getByTestId('admin-login')).toBeVisible();
  });
}

test('a signed-out visit to any admin page shows the login, not the page', async ({ page }) => {
  for (const p of ['/reviews', '/inbox/Q-2026-000001', '/tours', '/outbox']) {
    const res = await page.goto(admin(p));
    expect(res?.status(), p).toBe(200);
    await expect(page.getByTestId('admin-login'), p).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  }
});

test('/admin and its pages say noindex (header and meta), on every domain, and are served as is', async ({ page, request }) => {
  for (const url of [admin(), admin('/'), admin('/inbox'), admin('/tours'), admin('/tours/kilimanjaro')]) {
    const res = await request.get(url, { maxRedirects: 0 });
    if (url.endsWith('/')) {
      // Only the trailing slash goes, as everywhere on the site.
      expect(res.status(), url).toBe(301);
      expect(new URL(res.headers().location, url).href, url).toBe(admin());
      continue;
    }
    expect(res.status(), url).toBe(200);
    expect(res.headers()['x-robots-tag'], url).toBe('noindex');
    expect(await res.text(), url).toMatch(/<meta name="robots" content="noindex, nofollow"[^>]*>/);
  }
  // Another language's domain (only the browser resolves *.localhost).
  const german = await page.goto(`${originFor('de')}/admin/reviews`);
  expect(german?.status()).toBe(200);
  expect(german?.headers()['x-robots-tag']).toBe('noindex');
  // Its words are English on every domain: said so, for a screen reader's voice.
  await expect(page.getByTestId('admin')).toHaveAttribute('lang', 'en');
  // A public page stays indexable.
  expect((await request.get(`${originFor('en')}/About`)).headers()['x-robots-tag']).toBeUndefined();
  const sitemap = await (await request.get(`${originFor('en')}/sitemap.xml`)).text();
  expect(sitemap).not.toContain('/admin');
  await page.goto(admin('/reviews'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('a German review approved in the back office appears in the German guest book and, at once, on the cached home page', async ({ page }) => {
  const title = `Traumhafte Reise ${Date.now()}`;
  // Sent in German: the language header the German pages' client sends (Node cannot resolve de.localhost).
  const sent = await page.request.post(`${originFor('en')}/api/send_review`, {
    headers: { 'X-Locale': 'de' },
    data: { name: 'Klaus Becker', email: '', country: 'DE', rating: 5, title, text: 'Zwölf Tage voller Tiere, Staub und wunderbarer Menschen. Danke!', travelDate: '2025-08', tour: '', website: '', formToken: await formToken(page.request) },
  });
  expect(sent.status()).toBe(201);
  await page.goto(`${originFor('de')}/Review`);
  await expect(page.getByTestId('guestbook')).not.toContainText(title);
  // The home page (cached for 10 minutes) shows the latest reviews: in the cache before the approval.
  await page.goto(`${originFor('de')}/`);
  await expect(page.locator('main')).not.toContainText(title);

  await signIn(page);
  await page.goto(admin('/reviews'));
  const row = page.getByTestId('review-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'approved' })).toContainText(title);
  await expect(row).toHaveCount(0);

  await page.getByRole('tab', { name: 'approved' }).click();
  await expect(page.getByTestId('review-row').filter({ hasText: title })).toBeVisible();

  try {
    await page.goto(`${originFor('de')}/Review`);
    await expect(page.getByTestId('guestbook')).toContainText(title);
    // The approval rebuilt the cached pages that show reviews: served from the cache, with it.
    const home = await page.goto(`${originFor('de')}/`);
    expect(home?.headers()['x-nextjs-cache']).toBe('HIT');
    await expect(page.locator('main')).toContainText(title);
  } finally {
    // Rejected again at once: the SEO walks expect no traveller's review (only labelled samples) on the site.
    const { reviewId } = await sent.json();
    const undone = await page.request.post(`${originFor('en')}/api/admin/reviews/${reviewId}`, { headers: { Origin: originFor('en') }, data: { action: 'reject' } });
    expect(undone.status()).toBe(200);
  }
});

test('a request unanswered for two days is marked overdue in the inbox, and its detail shows it as sent', async ({ page }) => {
  const message = `Wir möchten im Juli die Migration sehen, Anfrage ${Date.now()}.`;
  const sent = await page.request.post(`${originFor('en')}/api/contact_us`, {
    headers: { 'X-Locale': 'de' },
    data: { fullName: 'Greta Vogel', email: 'greta.vogel@example.de', phone: '', subject: 'Migration', message, website: '', formToken: await formToken(page.request) },
  });
  expect(sent.status()).toBe(201);
  const { reference } = await sent.json();
  const fresh = await page.request.post(`${originFor('en')}/api/contact_us`, {
    headers: { 'X-Locale': 'de' },
    data: { fullName: 'Jonas Frisch', email: 'jonas.frisch@example.de', phone: '', subject: '', message: `Eine frische Frage ${Date.now()}.`, website: '', formToken: await formToken(page.request) },
  });
  expect(fresh.status()).toBe(201);
  const freshReference = (await fresh.json()).reference;
  // Two days old: written straight into the site's database (the site has no way to age a request).
  const db = new Database(e2eEnv.DATABASE_FILE);
  try {
    db.prepare('UPDATE contact_messages SET created_at = ? WHERE number = ?').run(new Date(Date.now() - 48 * 3_600_000).toISOString(), reference);
  } finally {
    db.close();
  }

  await signIn(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(admin('/inbox?kind=contact&language=de'));
  await expect(page.getByLabel('Kind')).toHaveValue('contact');
  const row = page.getByTestId('inbox-row').filter({ hasText: reference });
  await expect(row).toHaveAttribute('data-overdue', 'true');
  await expect(row).toContainText('overdue');
  await expect(row).toContainText('Greta Vogel');
  await expect(row).toContainText('2 d');
  // A fresh request is not marked.
  const freshRow = page.getByTestId('inbox-row').filter({ hasText: freshReference });
  await expect(freshRow).toContainText('0 h');
  await expect(freshRow).not.toHaveAttribute('data-overdue', 'true');
  await expect(freshRow).not.toContainText('overdue');

  // A filter is kept in the URL.
  await page.getByLabel('Language').selectOption('fr');
  await expect(page).toHaveURL(/language=fr/);
  await expect(page.getByTestId('inbox-row').filter({ hasText: reference })).toHaveCount(0);
  await page.getByLabel('Language').selectOption('de');

  await page.getByTestId('inbox-row').filter({ hasText: reference }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/inbox/${reference}$`));
  const payload = page.getByTestId('request-payload');
  await expect(payload).toContainText('Full name');
  await expect(payload).toContainText('Greta Vogel');
  await expect(payload).toContainText(message);
  await expect(page.getByTestId('request-summary')).toContainText('overdue');
});

test('no admin code in the public bundles (the app shell and public pages)', () => {
  const dist = path.resolve(e2eEnv.NEXT_DIST_DIR);
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')) as { pages: Record<string, string[]> };
  const text = (files: string[]) => files.filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(dist, f), 'utf8')).join('\n');
  // A sentence found only in components/admin/: present in the admin page's own code, so the check can fail.
  const MARK = 'Back office login';
  expect(text(manifest.pages['/admin'] ?? [])).toContain(MARK);
  for (const p of ['/_app', '/', '/Review', '/Contact', '/tanzania-safari-package/[[...segments]]'].filter((p) => manifest.pages[p])) {
    expect(text(manifest.pages[p]), p).not.toContain(MARK);
    expect(text(manifest.pages[p]), p).not.toContain('/api/admin');
  }
});
