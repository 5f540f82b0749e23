import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eEnv, serverArgs } from './e2eEnv.cjs';
import { freePort } from './freePort';
import { t } from './strings';

// Two production servers (`npm start`'s `next start` over the one build) on two ports, over one
// database and one Redis: a visitor's rate-limit count is the same whichever instance answers.
// Needs TEST_REDIS_URL (scripts/start-test-redis.sh); REQUIRE_REDIS makes its absence a failure.

const REDIS_URL = process.env.TEST_REDIS_URL;
const LIMIT = 8;
const servers: ChildProcess[] = [];
const ports: number[] = [];
let workDir = '';

test.describe.configure({ mode: 'serial' });
test.skip(!REDIS_URL && !process.env.REQUIRE_REDIS, 'no TEST_REDIS_URL: start one with scripts/start-test-redis.sh');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!REDIS_URL) throw new Error('REQUIRE_REDIS is set but TEST_REDIS_URL is not');
  // A copy of the browser tests' database, so these searches and counts touch nothing the other specs see.
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-instances-'));
  const databaseFile = path.join(workDir, 'site.db');
  fs.copyFileSync(e2eEnv.DATABASE_FILE, databaseFile);
  const env = {
    ...process.env,
    ...e2eEnv,
    DATABASE_FILE: databaseFile,
    OUTBOX_WORKER: 'off',
    REDIS_URL,
    RATE_LIMIT_KEY_PREFIX: `rl-e2e-${randomBytes(5).toString('hex')}`,
    RATE_LIMIT_SEARCH_PER_IP: String(LIMIT),
  };
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    ports.push(port);
    servers.push(spawn(process.execPath, serverArgs(port), { env, stdio: 'ignore' }));
  }
  for (const port of ports) {
    let up = false;
    for (let i = 0; i < 300 && !up; i++) {
      up = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (!up) await new Promise((r) => setTimeout(r, 200));
    }
    if (!up) throw new Error(`the instance on port ${port} did not start`);
  }
});

/** GET over node:http: Node does not resolve *.localhost, so the language's host goes in the Host header. */
function get(port: number, url: string, host: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { host: `${host}:${port}` } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

test.afterAll(() => {
  for (const server of servers) if (server.pid && server.exitCode === null) process.kill(server.pid);
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

test('the rate-limit count is shared: 5 searches on A and 3 on B use up 8, the next is refused on either, in the page\'s language', async ({ page }) => {
  const [a, b] = ports;
  // A new text each time: an answer a cache in front kept would not reach the limiter.
  let n = 0;
  const search = (port: number, host = 'localhost') => get(port, `/api/site-search?search=serengeti${n++}`, host);
  for (let i = 0; i < 5; i++) expect((await search(a!)).status).toBe(200);
  for (let i = 0; i < 3; i++) expect((await search(b!)).status).toBe(200);

  const refused = await search(b!, 'de.localhost');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(refused.body)).toEqual({ error: { code: 'too_many_requests', message: t('de', 'api.tooManyRequests') } });
  expect((await search(a!)).status).toBe(429);

  // The search page shares the limit (from the same address: the browser may come over ::1, a
  // visitor of its own): it says why in the page's language and keeps the words typed.
  const res = await get(a!, '/Search?q=Sansibar', 'de.localhost');
  expect(res.status).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  await page.setContent(res.body);
  await expect(page.getByTestId('search-limited')).toHaveText(t('de', 'search.tooMany'));
  await expect(page.locator('#site-search')).toHaveValue('Sansibar');
});
