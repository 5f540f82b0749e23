import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { setupDatabase } from '../../server/db/setup';
import { bookableTours } from '../helpers/bookings';
import { databaseEnv } from '../helpers/databaseEnv';
import { send } from '../helpers/httpSend';
import { agedFormToken, quoteBody } from '../helpers/validBodies';
import { startTcpProxy } from '../helpers/tcpProxy';
import { createTestDb, type TestDb } from '../helpers/testDb';
import { WORK_DIR, e2eEnv, serverArgs } from './e2eEnv.cjs';
import { freePort } from './freePort';
import { t } from './strings';

// PostgreSQL goes silent under a running production server (`npm start`): its connections stay
// open but nothing comes back, the worst kind of cut. Pages already served are still served, with
// their content; the API answers 503 with a clear message within seconds; once the database is
// back the site works again without a restart.

test.describe.configure({ mode: 'serial' });

let db: TestDb | undefined;
let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
let server: ChildProcess | undefined;
let distCopy = '';
let port = 0;
const get = (p: string) => send(port, p, { host: `localhost:${port}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // CI exports it; run alone, the script starts PostgreSQL (as `npm test` does).
  process.env.TEST_DATABASE_URL ||= execFileSync('bash', ['scripts/start-test-postgres.sh'], { encoding: 'utf8' }).trim();
  db = await createTestDb('postgres');
  await setupDatabase(db.db);
  if (db.config.engine !== 'postgres') throw new Error('postgres expected');
  const direct = new URL(db.config.url);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const relayed = new URL(direct);
  relayed.port = String(proxy.port);

  // Its own copy of the build: the pages it renders on demand are written there, not into the site project's.
  distCopy = path.join(WORK_DIR, `cut-dist-${process.pid}`);
  const dist = path.resolve(e2eEnv.NEXT_DIST_DIR);
  fs.rmSync(distCopy, { recursive: true, force: true });
  fs.cpSync(dist, distCopy, { recursive: true, filter: (src) => !src.startsWith(path.join(dist, 'cache')) });

  port = await freePort();
  const env = {
    ...process.env,
    ...e2eEnv,
    ...databaseEnv({ engine: 'postgres', url: relayed.toString() }),
    NEXT_DIST_DIR: path.relative(process.cwd(), distCopy),
    OUTBOX_WORKER: 'off',
    DATABASE_CONNECT_TIMEOUT_MS: '1500',
    DATABASE_QUERY_TIMEOUT_MS: '1500',
  };
  server = spawn(process.execPath, serverArgs(port), { env, stdio: 'ignore' });
  for (let i = 0; ; i++) {
    if (await get('/api/health').then((r) => r.status === 200, () => false)) break;
    if (server.exitCode !== null || i > 300) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await proxy?.close();
  await db?.drop();
  if (distCopy) fs.rmSync(distCopy, { recursive: true, force: true });
});

test('PostgreSQL silent under npm start: pages already served still show, the API answers 503 in seconds, all works again once it is back', async ({ page }) => {
  test.setTimeout(120_000);
  const tour = (await bookableTours(db!.db)).shared;
  const title = (await db!.db.selectFrom('tour_translations').select('title').where('tour_id', '=', tour.id).where('locale', '=', 'en').executeTakeFirstOrThrow()).title;
  const pages = ['/', `/trip/${tour.slug}`, '/Blogs', '/Destinations'];
  // Visited once while the database answers (a tour page is rendered on its first visit).
  for (const p of pages) expect((await get(p)).status, p).toBe(200);
  expect((await get('/api/tourList')).status).toBe(200);

  await proxy!.cut('stall');
  for (const p of pages) {
    const res = await get(p);
    // /Blogs is rendered per request (its answer is for caches in front, not Next's page cache):
    // it must then say "try again" (503), never a bare 500; the others come from Next's page cache.
    if (p === '/Blogs') {
      expect(res.status, p).toBe(503);
      expect(res.headers['retry-after'], p).toMatch(/^\d+$/);
    } else {
      expect(res.status, p).toBe(200);
    }
    expect(res.text, p).toContain('</html>');
  }
  await page.goto(`http://localhost:${port}/trip/${tour.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Issue 24, item 21: a page that must read the database (a blog category never asked for) answered
  // 500; it is a 503 to be asked again, as the API answers, with the error page saying so.
  const blogPage = await get('/Blogs?category=safaris');
  expect(blogPage.status).toBe(503);
  expect(blogPage.headers['retry-after']).toMatch(/^\d+$/);
  expect(blogPage.headers['cache-control']).toContain('no-store');
  expect(blogPage.text).toContain(t('en', 'api.unavailable'));

  // What no cache has kept must ask the database: a page of the tour list not asked for
  // before, the health check, a quote (never cached).
  process.env.FORM_TOKEN_SECRET = e2eEnv.FORM_TOKEN_SECRET;
  const quote = JSON.stringify({ ...quoteBody(1, { email: 'cut@example.org' }), formToken: await agedFormToken(db!.db) });
  const asks: [string, () => ReturnType<typeof get>, string][] = [
    ['/api/tourList?page=3', () => get('/api/tourList?page=3'), 'api.unavailable'],
    ['/api/health', () => get('/api/health'), 'api.unavailable'],
    ['POST /api/requestquote', () => send(port, '/api/requestquote', { method: 'POST', host: `localhost:${port}`, headers: { 'content-type': 'application/json' }, body: quote }), 'api.unavailableWrite'],
  ];
  for (const [name, ask, message] of asks) {
    const started = Date.now();
    const res = await ask();
    expect(res.status, `${name}: ${res.text}`).toBe(503);
    expect(res.json().error, name).toEqual({ code: 'unavailable', message: t('en', message) });
    expect(Date.now() - started, name).toBeLessThan(5_000);
  }

  await proxy!.restore();
  await expect.poll(async () => (await get('/api/health')).status, { timeout: 15_000 }).toBe(200);
  expect((await get('/api/tourList?page=3')).status).toBe(200);
  // Nothing was written while it was away; the same quote goes through now.
  expect(await db!.db.selectFrom('quote_requests').select('number').execute()).toHaveLength(0);
  expect((await asks[2][1]()).status).toBe(201);
  await page.goto(`http://localhost:${port}/trip/${tour.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
