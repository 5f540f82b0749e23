import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { formatPrice } from '../../lib/format/price';
import { cameraJpeg } from '../helpers/photos';
import { ownRedis, type OwnRedis } from '../helpers/ownRedis';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, PORT, WORK_DIR, e2eEnv, originFor, serverArgs } from './e2eEnv.cjs';

// Two production server processes, as on two machines behind a load balancer: one PostgreSQL
// database and one Redis between them, and in Redis one page cache (server/cache/redisCacheHandler.js).
// The operator saves a price on instance A; the cached tour page on instance B shows it within two
// seconds (not after its 10-minute revalidate period), even when the edit was made while Redis was
// stopped; the operator's login made on A is valid on B. A Redis of the spec's own, to stop.

const PORT_A = PORT + 20;
const PORT_B = PORT + 21;
const at = (port: number) => `http://localhost:${port}`;
/** State-changing admin calls carry one of the site's own origins (the CSRF rule). */
const asOperator = { origin: originFor('en') };

type AdminTour = { id: string; tripType: string; priceFrom: number; available: boolean; slugs: Record<string, string> };

const sh = (script: string) => execFileSync('bash', [script], { encoding: 'utf8' }).trim();
const tsx = (args: string[], env: NodeJS.ProcessEnv) => execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', ...args], { env, stdio: 'pipe' });

let servers: ChildProcess[] = [];
let redis: OwnRedis | undefined;
let dropDatabase: () => Promise<void> = async () => {};
let distCopy = '';

async function up(port: number) {
  for (let i = 0; i < 150; i++) {
    if (await fetch(`${at(port)}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance on ${port} did not start`);
}

test.describe('two instances over one PostgreSQL and one Redis', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // CI exports both; run alone, the scripts start them (as `npm test` does).
    const adminUrl = process.env.TEST_DATABASE_URL || sh('scripts/start-test-postgres.sh');
    if (!process.env.TEST_REDIS_URL) sh('scripts/start-test-redis.sh'); // installs redis-server when missing
    redis = await ownRedis();
    const redisUrl = redis.url;

    const name = `instances_${randomBytes(5).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    dropDatabase = async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;

    // Their own copy of the build, so that the site project's server never sees what they render.
    distCopy = path.join(WORK_DIR, `instances-dist-${process.pid}`);
    const dist = path.resolve(e2eEnv.NEXT_DIST_DIR);
    fs.rmSync(distCopy, { recursive: true, force: true });
    fs.cpSync(dist, distCopy, { recursive: true, filter: (src) => !src.startsWith(path.join(dist, 'cache')) });

    const env = { ...process.env, ...e2eEnv, DATABASE_URL: url.toString(), REDIS_URL: redisUrl, NEXT_DIST_DIR: path.relative(process.cwd(), distCopy) };
    delete (env as Record<string, string | undefined>).DATABASE_FILE;
    tsx(['server/db/cli.ts', 'setup'], env);
    tsx(['scripts/operator.ts', 'add', E2E_OPERATOR_EMAIL, 'E2E Operator'], { ...env, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD });

    servers = [PORT_A, PORT_B].map((port) => spawn(process.execPath, serverArgs(port), { env, stdio: 'ignore' }));
    await Promise.all([up(PORT_A), up(PORT_B)]);
  });

  test.afterAll(async () => {
    for (const s of servers) if (s.exitCode === null && s.pid) process.kill(s.pid);
    await Promise.all(servers.map((s) => (s.exitCode === null ? new Promise((r) => s.once('exit', r)) : undefined)));
    await dropDatabase();
    await redis?.remove();
    if (distCopy) fs.rmSync(distCopy, { recursive: true, force: true });
  });

  test('a price saved on one instance shows on the cached tour page of the other within two seconds; the login holds on both', async ({ request }) => {
    test.setTimeout(90_000);
    const login = await request.post(`${at(PORT_A)}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    // Cookies are per host name, not per port: the session made on A goes to B, which must know it.
    const me = await request.get(`${at(PORT_B)}/api/admin/me`);
    expect(me.status(), await me.text()).toBe(200);

    const { tours } = (await (await request.get(`${at(PORT_B)}/api/admin/tours?q=kilimanjaro`)).json()) as { tours: AdminTour[] };
    const tour = tours.find((x) => x.available)!;
    const pageOf = (port: number) => `${at(port)}/trip/${tour.slugs.en}`;
    // B has the page in its cache before the edit (twice: the second answer is the cached one).
    for (let i = 0; i < 2; i++) expect(await (await request.get(pageOf(PORT_B))).text()).toContain(formatPrice(tour.priceFrom));

    const price = tour.priceFrom + 211;
    const saved = await request.put(`${at(PORT_A)}/api/admin/tours/${tour.id}`, { data: { priceFrom: price, available: true }, headers: asOperator });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(await (await request.get(pageOf(PORT_A))).text()).toContain(formatPrice(price));

    // B serves the page A rebuilt (one cache in Redis); on its own it would keep the old price for ten minutes.
    await expect.poll(async () => (await (await request.get(pageOf(PORT_B))).text()).includes(formatPrice(price)), { timeout: 2_000, intervals: [100] }).toBe(true);
  });

  test('a price saved while Redis is stopped is on both instances within two seconds of its return', async ({ request }) => {
    test.setTimeout(90_000);
    expect((await request.post(`${at(PORT_A)}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } })).status()).toBe(200);
    const { tours } = (await (await request.get(`${at(PORT_B)}/api/admin/tours?q=safari`)).json()) as { tours: AdminTour[] };
    const tour = tours.find((x) => x.available)!;
    const pageOf = (port: number) => `${at(port)}/trip/${tour.slugs.en}`;
    const shows = async (port: number, price: number) => (await (await request.get(pageOf(port))).text()).includes(formatPrice(price));
    // In the shared cache before Redis stops.
    for (const port of [PORT_A, PORT_B, PORT_B]) expect(await shows(port, tour.priceFrom)).toBe(true);

    await redis!.stop();
    const price = tour.priceFrom + 137;
    const saved = await request.put(`${at(PORT_A)}/api/admin/tours/${tour.id}`, { data: { priceFrom: price, available: true }, headers: asOperator });
    expect(saved.status(), await saved.text()).toBe(200);
    // Meanwhile the pages are rendered afresh: never the old price.
    for (const port of [PORT_A, PORT_B]) expect(await shows(port, price)).toBe(true);

    // Redis comes back holding the entry from before the edit: the page rendered meanwhile replaces it.
    await redis!.start();
    for (const port of [PORT_B, PORT_A]) await expect.poll(() => shows(port, price), { timeout: 2_000, intervals: [100] }).toBe(true);
  });

  test('a photo uploaded and put on a tour on one instance is on the cached page of the other, which serves it in every size', async ({ request }) => {
    test.setTimeout(90_000);
    expect((await request.post(`${at(PORT_A)}/api/admin/login`, { data: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } })).status()).toBe(200);
    const { tours } = (await (await request.get(`${at(PORT_B)}/api/admin/tours?q=zanzibar`)).json()) as { tours: AdminTour[] };
    const tour = tours.find((x) => x.available)!;
    const pageOf = (port: number) => `${at(port)}/trip/${tour.slugs.en}`;
    for (let i = 0; i < 2; i++) expect((await request.get(pageOf(PORT_B))).status()).toBe(200);

    const upload = await request.post(`${at(PORT_A)}/api/admin/media`, {
      headers: asOperator,
      multipart: { file: { name: 'IMG_2044.JPG', mimeType: 'image/jpeg', buffer: await cameraJpeg(1800, 1200) }, alt_en: 'Dhow at sunset off Nungwi' },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const photo = (await upload.json()) as { id: string; url: string };
    expect((await request.put(`${at(PORT_A)}/api/admin/tours/${tour.id}/pictures`, { data: { media: [photo.id] }, headers: asOperator })).status()).toBe(200);

    // B's cached page takes the photo on A's word, and B serves each size from the shared database.
    await expect.poll(async () => (await (await request.get(pageOf(PORT_B))).text()).includes(photo.url), { timeout: 15_000 }).toBe(true);
    const srcset = /srcSet="([^"]*\/api\/media\/[^"]*)"/i.exec(await (await request.get(pageOf(PORT_B))).text())?.[1];
    const urls = srcset ? srcset.split(',').map((c) => c.trim().split(' ')[0]!) : [photo.url];
    for (const url of [photo.url, ...urls]) {
      const file = await request.get(`${at(PORT_B)}${url.replace(/&amp;/g, '&')}`);
      expect(file.status(), url).toBe(200);
      expect(file.headers()['content-type']).toBe('image/webp');
    }
  });
});
