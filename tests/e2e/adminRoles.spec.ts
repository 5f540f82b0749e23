import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_PASSWORD, e2eEnv, originFor } from './e2eEnv.cjs';

// Roles, as the office meets them: the owner adds a colleague with `npm run operator`, and the
// colleague's back office shows only the sections their role opens.

const admin = (p = '') => `${originFor('en')}/admin${p}`;

/** `npm run operator -- …` against the test site's database (the embedded SQLite file). */
function operatorCommand(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...e2eEnv, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD };
  delete env.DATABASE_URL;
  return execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/operator.ts', ...args], { env, encoding: 'utf8' });
}

for (const width of [390, 1280]) {
  test(`${width} px: an editor sees the tours only; made sales, the same session sees the inbox and no tours`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const email = `editor.${width}.${Date.now()}@twiga.example`;
    expect(operatorCommand(['add', email, 'Eda', 'Mrema', '--role', 'editor'])).toContain('as editor');

    await page.goto(admin());
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(E2E_OPERATOR_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    // The back office opens on the first section the role has: the tours.
    await expect(page).toHaveURL(/\/admin\/tours$/);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Tours' })).toBeVisible();
    for (const hidden of ['Inbox', 'Calendar', 'Money', 'Reviews', 'Affiliates', 'Outbox']) await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
    await expect(page.getByTestId('admin-role')).toHaveText('editor');

    // Typed by hand, the inbox tells why it stays closed, and shows no request.
    await page.goto(admin('/inbox'));
    await expect(page.getByRole('alert').filter({ hasText: 'not allowed' })).toContainText('Your role in the back office is not allowed');
    await expect(page.getByText(/Q-20\d\d-/)).toHaveCount(0);

    expect(operatorCommand(['role', email, 'sales'])).toContain('is now sales');
    await page.goto(admin());
    await expect(page).toHaveURL(/\/admin\/inbox$/);
    // The inbox answers now: its count of requests, and no refusal.
    await expect(page.getByRole('status').filter({ hasText: /\d+ requests?/ })).toBeVisible();
    await expect(page.getByText('Your role in the back office')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Tours' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
