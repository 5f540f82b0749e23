import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { setupDatabase } from '../../server/db/setup';
import { databaseEnv } from '../helpers/databaseEnv';
import { createTestDb, type TestDb } from '../helpers/testDb';
import { WORK_DIR, e2eEnv, serverArgs } from './e2eEnv.cjs';
import { freePort } from './freePort';
import { NGINX, call, startNginx, writeLocalSite, writeMainConf, type Answer, type Call } from './nginxServer';
import { t } from './strings';

// The production nginx of deploy/nginx/ (rendered by its own script, with test domains, ports and a
// self-signed certificate) in front of two production instances of the e2e build over one Redis:
// TLS on the language domains, the microcache and what bypasses it, the visitor's address reaching
// the app through X-Forwarded-For, and an instance killed under it.

const LIMIT = 4;
/** The page's text, whichever encoding of the class the app chose. */
const decoded = (a: Answer) => (a.headers['content-encoding'] === 'br' ? brotliDecompressSync(a.body) : a.headers['content-encoding'] === 'gzip' ? gunzipSync(a.body) : a.body).toString('utf8');
const sh = (script: string) => execFileSync('bash', [script], { encoding: 'utf8' }).trim();

test.describe.configure({ mode: 'serial' });
test.skip(!fs.existsSync(NGINX) && !process.env.REQUIRE_NGINX, "Debian's nginx is not installed (npm test installs it)");

test("the production configuration passes nginx -t inside Debian's nginx.conf", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-nginx-t-'));
  try {
    // The vars file's defaults but for the files, and free ports (nginx -t binds them: 80 and 443
    // need root); on every address, IPv6 too where the machine has it.
    const ipv6 = Object.values(os.networkInterfaces()).some((list) => list?.some((a) => a.family === 'IPv6'));
    const { text: site } = writeLocalSite(dir, {
      TWIGA_INSTANCES: '127.0.0.1:3001 127.0.0.1:3002',
      TWIGA_HTTP_PORT: String(await freePort()),
      TWIGA_HTTPS_PORT: String(await freePort()),
      ...(ipv6 ? {} : { TWIGA_LISTEN_ADDRESSES: '0.0.0.0' }),
    });
    expect(site).not.toContain('${TWIGA_');
    // Debian's own main file, with our site where sites-enabled/ would bring it in (and its logs and
    // pid file here: nginx -t opens them, which only root may in /var/log/nginx and /run).
    const main = fs
      .readFileSync('/etc/nginx/nginx.conf', 'utf8')
      .replace('include /etc/nginx/sites-enabled/*;', `include ${path.join(dir, 'site.conf')};`)
      .replaceAll('/var/log/nginx/', `${dir}/`)
      .replace(/^pid .*;$/m, `pid ${path.join(dir, 'nginx.pid')};`);
    expect(main).toContain(path.join(dir, 'site.conf'));
    fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
    const checked = spawnSync(NGINX, ['-t', '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(checked.status, checked.stderr).toBe(0);
    // No warning either (a deprecated directive, a duplicate): only `user`'s, when not run as root.
    expect(checked.stderr.split('\n').filter((l) => l.includes('[warn]') && !l.includes('"user" directive'))).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test.describe('behind nginx', () => {
  let dir = '';
  let distCopy = '';
  let ca = '';
  let db: TestDb | undefined;
  let nginx: ChildProcess | undefined;
  const instances: ChildProcess[] = [];
  const ports = { https: 0, http: 0 };
  const viaHttps = (c: Omit<Call, 'port'>) => call({ ...c, port: ports.https }, ca);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-nginx-'));
    const redisUrl = process.env.TEST_REDIS_URL || sh('scripts/start-test-redis.sh');
    // PostgreSQL when the suite has one (as on two machines), else a copy of the build's SQLite file.
    let database: Record<string, string>;
    if (process.env.TEST_DATABASE_URL) {
      db = await createTestDb('postgres');
      await setupDatabase(db.db);
      database = databaseEnv(db.config);
    } else {
      const file = path.join(dir, 'site.db');
      fs.copyFileSync(e2eEnv.DATABASE_FILE, file);
      database = databaseEnv({ engine: 'sqlite', file });
    }
    // Their own copy of the build: the pages they render are written there, not into the site project's.
    distCopy = path.join(WORK_DIR, `nginx-dist-${process.pid}`);
    const dist = path.resolve(e2eEnv.NEXT_DIST_DIR);
    fs.rmSync(distCopy, { recursive: true, force: true });
    fs.cpSync(dist, distCopy, { recursive: true, filter: (src) => !src.startsWith(path.join(dist, 'cache')) });

    const env = {
      ...process.env,
      ...e2eEnv,
      ...database,
      NEXT_DIST_DIR: path.relative(process.cwd(), distCopy),
      REDIS_URL: redisUrl,
      OUTBOX_WORKER: 'off',
      RATE_LIMIT_KEY_PREFIX: `rl-nginx-${randomBytes(5).toString('hex')}`,
      RATE_LIMIT_SEARCH_PER_IP: String(LIMIT),
    };
    const appPorts = [await freePort(), await freePort()];
    for (const port of appPorts) instances.push(spawn(process.execPath, serverArgs(port), { env, stdio: 'ignore' }));

    ports.https = await freePort();
    ports.http = await freePort();
    const { cert, siteConf } = writeLocalSite(dir, {
      TWIGA_INSTANCES: appPorts.map((p) => `127.0.0.1:${p}`).join(' '),
      TWIGA_LISTEN_ADDRESSES: '127.0.0.1',
      TWIGA_HTTPS_PORT: String(ports.https),
      TWIGA_HTTP_PORT: String(ports.http),
      TWIGA_ACME_ROOT: dir,
    });
    ca = fs.readFileSync(cert, 'utf8');
    nginx = startNginx(dir, writeMainConf(dir, siteConf));

    for (const port of appPorts) {
      let up = false;
      for (let i = 0; i < 300 && !up; i++) {
        up = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
        if (!up) await new Promise((r) => setTimeout(r, 200));
      }
      if (!up) throw new Error(`the instance on port ${port} did not start`);
    }
    for (let i = 0; ; i++) {
      if (await viaHttps({ host: 'localhost', path: '/api/health' }).then((r) => r.status === 200, () => false)) break;
      if (nginx.exitCode !== null || i > 100) throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  test.afterAll(async () => {
    for (const child of [nginx, ...instances]) {
      if (!child?.pid || child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(child.pid, 'SIGTERM');
      await exited;
    }
    await db?.drop();
    if (distCopy) fs.rmSync(distCopy, { recursive: true, force: true });
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('pages and the API over https on the English and German domains, with HSTS; http goes to https; other hosts get nothing', async () => {
    for (const [host, lang] of [['localhost', 'en'], ['de.localhost', 'de']] as const) {
      const page = await viaHttps({ host, path: '/' });
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<html lang="${lang}"`);
      // One HSTS header: nginx's (the app's own copy is dropped).
      expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      const health = await viaHttps({ host, path: '/api/health' });
      expect(JSON.parse(health.text)).toEqual({ status: 'ok' });
      const missing = await viaHttps({ host, path: '/api/no-such-route' });
      expect(missing.status).toBe(404);
      expect(JSON.parse(missing.text).error.message).toBe(t(lang, 'api.notFound'));
    }

    const plain = await call({ port: ports.http, host: 'de.localhost', path: '/Contact?from=mail' });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://de.localhost:${ports.https}/Contact?from=mail`);

    // A Host that is none of the six domains: the connection is closed without an answer.
    await expect(call({ port: ports.http, host: 'evil.example' })).rejects.toThrow();
    await expect(call({ port: ports.https, host: 'localhost', headers: { host: 'evil.example' } }, ca)).rejects.toThrow();
  });

  test('a page the app marks shared is an nginx HIT the second time, per encoding; a session cookie bypasses, the consent cookie does not', async () => {
    const gzip = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    // Another browser's spelling of the same class, with the consent cookie (not a session).
    const sameClass = { 'accept-encoding': 'br, gzip', cookie: 'consent=v=1&analytics=0&marketing=0&chat=0' };
    // The microcache keeps an answer one second: the second request follows at once, and on a busy
    // machine that missed it the pair is tried again on a fresh URL.
    let url = '';
    let second = '';
    for (let attempt = 0; attempt < 3 && second !== 'HIT'; attempt++) {
      // A list address of its own, in the list's one form (no redirect), that still lists every tour.
      url = `/tanzania-safari-package/?priceMax=${90_000 + (randomBytes(2).readUInt16BE() % 10_000)}`;
      const first = await viaHttps({ host: 'de.localhost', path: url, headers: gzip });
      expect(first.headers['x-cache-status']).toBe('MISS');
      const again = await viaHttps({ host: 'de.localhost', path: url, headers: sameClass });
      second = String(again.headers['x-cache-status']);
      if (second === 'HIT') expect(decoded(again)).toContain('<html lang="de"');
    }
    expect(second).toBe('HIT');

    // The same URL for a client without gzip is an entry of its own, never the gzipped body.
    const identity = await viaHttps({ host: 'de.localhost', path: url });
    expect(identity.headers['x-cache-status']).toBe('MISS');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toContain('<html lang="de"');
    // The other language's domain is another entry too.
    expect((await viaHttps({ host: 'localhost', path: url, headers: gzip })).headers['x-cache-status']).toBe('MISS');

    for (const cookie of ['token=abc.def', 'admin_session=0123456789abcdef', 'content_preview=1', 'consent=v=1; token=abc.def']) {
      const res = await viaHttps({ host: 'de.localhost', path: url, headers: { ...gzip, cookie } });
      expect(res.status, cookie).toBe(200);
      expect(res.headers['x-cache-status'], cookie).toBe('BYPASS');
    }

    // What the app marks private (a wishlist rendered for this browser) is never kept.
    for (let i = 0; i < 2; i++) expect((await viaHttps({ host: 'localhost', path: '/Wishlists', headers: gzip })).headers['x-cache-status']).toBe('MISS');

    // A build asset and a picture size are cached long: a later request is a HIT, on any language's domain.
    for (const re of [/\/_next\/static\/[^"]+\.js/, /\/images\/sized\/[^"\s,]+/]) {
      const asset = re.exec(identity.text)?.[0];
      expect(asset, String(re)).toBeTruthy();
      const first = await viaHttps({ host: 'localhost', path: asset!, headers: gzip });
      expect(first.status, asset).toBe(200);
      expect(first.headers['cache-control'], asset).toContain('immutable');
      expect((await viaHttps({ host: 'fr.localhost', path: asset!, headers: gzip })).headers['x-cache-status'], asset).toBe('HIT');
    }
  });

  test("the app counts each visitor's own address (X-Forwarded-For), not nginx's, and not what a client writes there", async () => {
    let n = 0;
    // A new text each time: an answer the microcache kept would not reach the limiter.
    const search = (from: string, headers: Record<string, string> = {}) => viaHttps({ host: 'localhost', path: `/api/site-search?search=serengeti${n++}`, from, headers });
    // Round robin sends these to both instances: one count, shared over Redis.
    for (let i = 0; i < LIMIT; i++) expect((await search('127.0.0.2')).status).toBe(200);
    const refused = await search('127.0.0.2');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // An X-Forwarded-For of the client's own making gets it no fresh count…
    expect((await search('127.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    // …while another visitor (all of them come through nginx's one address) still has all of theirs.
    expect((await search('127.0.0.3')).status).toBe(200);
  });

  test('with one instance SIGKILLed, pages and the API still answer 200 through nginx, request after request', async () => {
    const victim = instances[0]!;
    const exited = new Promise((r) => victim.once('exit', r));
    process.kill(victim.pid!, 'SIGKILL');
    await exited;
    for (let i = 0; i < 12; i++) {
      // A session cookie: every one of them goes to an instance, none comes from the cache.
      const host = i % 2 ? 'de.localhost' : 'localhost';
      const page = await viaHttps({ host, path: `/Contact?n=${i}`, headers: { cookie: 'token=abc.def' } });
      expect(page.status, `request ${i}`).toBe(200);
      expect(page.headers['x-cache-status']).toBe('BYPASS');
      expect(page.text).toContain(`<html lang="${i % 2 ? 'de' : 'en'}"`);
      expect((await viaHttps({ host, path: '/api/health' })).status, `health ${i}`).toBe(200);
    }
  });
});
