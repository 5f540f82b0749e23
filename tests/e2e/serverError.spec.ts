import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { e2eEnv } from './e2eEnv.cjs';
import { freePort } from './freePort';
import { t } from './strings';

// A second production server whose database cannot be opened: pages built ahead still
// serve, and a page that needs the database gets the generic error page with status 503 and
// Retry-After (issue 24, item 21), saying in the page's language that it is unavailable.
let PORT = 0;
let server: ChildProcess | undefined;

// One server for both tests: they must share a worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  PORT = Number(process.env.E2E_SECOND_PORT) || (await freePort());
  server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
    env: { ...process.env, ...e2eEnv, DATABASE_FILE: '/dev/null/unreachable/site.db' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${PORT}/About`).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the second server did not start');
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(server.pid);
});

test('with the database down, a page that needs it shows the generic error page with status 503 and Retry-After', async ({ page }) => {
  const res = await page.goto(`http://localhost:${PORT}/trip/not-yet-built-${Date.now()}`);
  expect(res?.status()).toBe(503);
  expect(res?.headers()['retry-after']).toMatch(/^\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'api.unavailable'));
  await expect(page.getByText('Error 503')).toBeVisible();
  expect(await page.content()).not.toMatch(/unreachable|ENOTDIR|SqliteError/);
});

test('with the database down, pages built ahead are still served', async ({ page }) => {
  const res = await page.goto(`http://localhost:${PORT}/Privacy`);
  expect(res?.status()).toBe(200);
});

test('with the database down, a message sent from the contact page fails with a clear reason and keeps every field', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/Contact`);
  const send = page.getByRole('button', { name: t('en', 'leads.submit.contact') });
  await expect(send).toBeEnabled();
  const typed = { fullName: 'Kofi Mensah', email: 'kofi@example.org', message: 'Is the crater open for day visits in April?' };
  for (const [id, value] of Object.entries(typed)) await page.locator(`#${id}`).fill(value);
  await page.waitForTimeout(3_000); // slower than the anti-bot minimum
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact_us'));
  await send.click();
  expect((await answer).status()).toBe(503);
  await expect(page.getByTestId('form-error')).toContainText(t('en', 'leads.submit.failed'));
  await expect(page.getByTestId('form-error')).toContainText(t('en', 'api.unavailableWrite'));
  for (const [id, value] of Object.entries(typed)) await expect(page.locator(`#${id}`)).toHaveValue(value);
});
