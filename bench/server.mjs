// The server side of `npm run bench` (issue 28), in one run with Debian's wrk: Next alone (`npm start`,
// nothing in front) on a tour page, tour-list addresses never requested before and /api/filter; then
// deploy/nginx/'s production site in front of it (TLS, the microcache) on the tour page, beside the
// same nginx serving the very bytes it sent as a static file (the ceiling).
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { startNginx, writeLocalSite, writeMainConf } from '../scripts/localNginx.mjs';
import { wrk } from './wrk.mjs';

export const TARGETS = {
  tourPage: { rps: 1000, p99Ms: 100 },
  newListUrl: { p50Ms: 10, p99Ms: 150 },
  filter: { rps: 2000, p99Ms: 60 },
  viaNginxShare: 0.9,
};
const ACCEPT_GZIP = { 'Accept-Encoding': 'gzip' };
/** Rounds of nginx and its ceiling measured in turns (odd: the median round is one of them). */
const SHARE_ROUNDS = 3;
/** Headers nginx writes itself for any answer: not copied onto the ceiling's. */
const FRAMING = new Set(['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'server', 'content-type', 'last-modified', 'etag', 'accept-ranges']);
const LIST_PATH = '/tanzania-safari-package/';

/**
 * wrk's request writer for tour-list addresses nobody asked for before: each thread its own
 * party size, each request its own price and length, in the canonical order (no 301), from a
 * start that differs per run.
 */
const NEW_LIST_URLS = `
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("adults", threads)
end
function init(args)
  math.randomseed(os.time() + (adults or 1))
  n = math.random(0, 2000000)
end
function request()
  n = n + 1
  local price = 1000 + n % 99000
  local days = 1 + math.floor(n / 99000) % 30
  return wrk.format("GET", "${LIST_PATH}?adults=" .. adults .. "&daysMax=" .. days .. "&priceMax=" .. price)
end
`;

/** One GET over https to the local nginx, checked against its certificate. */
function getOverTls(port, urlPath, ca) {
  return new Promise((resolve, reject) => {
    https
      .get({ host: '127.0.0.1', port, path: urlPath, servername: 'localhost', ca, headers: { host: `localhost:${port}`, ...ACCEPT_GZIP } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** deploy/nginx/'s site in front of the bench's server, and a second server block serving one file (the ceiling). */
async function startNginxSite(appPort) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const ports = { https: appPort + 10, http: appPort + 11, ceiling: appPort + 12 };
  fs.mkdirSync(path.join(dir, 'static'));
  const { cert, key, siteConf } = writeLocalSite(dir, {
    TWIGA_INSTANCES: `127.0.0.1:${appPort}`,
    // Both loopbacks: wrk connects to "localhost" (the certificate's name) on whichever it resolves first.
    TWIGA_LISTEN_ADDRESSES: '127.0.0.1 [::1]',
    TWIGA_HTTPS_PORT: String(ports.https),
    TWIGA_HTTP_PORT: String(ports.http),
    TWIGA_ACME_ROOT: dir,
    // wrk is one address: the production first line (20 requests/s per address) would refuse it.
    TWIGA_REQUEST_RATE: '1000000r/s',
    TWIGA_REQUEST_BURST: '1000000',
  });
  // The ceiling: the same TLS settings and certificate, one file already gzipped, no proxy, no cache lookup.
  const ceiling = `
  server {
    listen 127.0.0.1:${ports.ceiling} ssl;
    listen [::1]:${ports.ceiling} ssl;
    server_name localhost;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:bench_tls:10m;
    ssl_session_tickets off;
    location / {
      root ${path.join(dir, 'static')};
      default_type "text/html; charset=utf-8";
      include ${path.join(dir, 'ceiling-headers.conf')};
    }
  }`;
  // Filled with the headers nginx sent for the page once they are known (ceilingAnswers).
  fs.writeFileSync(path.join(dir, 'ceiling-headers.conf'), '');
  const nginx = startNginx(dir, writeMainConf(dir, siteConf, { workers: 1, accessLog: false, extra: ceiling }));
  const ca = fs.readFileSync(cert, 'utf8');
  for (let i = 0; ; i++) {
    if (await getOverTls(ports.https, '/api/health', ca).then((r) => r.status === 200, () => false)) break;
    if (nginx.exitCode !== null || i > 100) throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () => {
    if (nginx.exitCode === null && nginx.pid) process.kill(nginx.pid);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  /** The ceiling answers with these body bytes and headers: nginx reads its configuration again (SIGHUP). */
  const ceilingAnswers = async (body, headers) => {
    fs.writeFileSync(path.join(dir, 'static', 'tour'), body);
    const lines = Object.entries(headers)
      .filter(([name]) => !FRAMING.has(name))
      .flatMap(([name, value]) => [value].flat().map((v) => `add_header ${name} '${String(v).replace(/'/g, "\\'")}';`));
    fs.writeFileSync(path.join(dir, 'ceiling-headers.conf'), `${lines.join('\n')}\n`);
    process.kill(nginx.pid, 'SIGHUP');
    for (let i = 0; i < 50; i++) {
      const probe = await getOverTls(ports.ceiling, '/tour', ca).catch(() => null);
      if (probe?.headers['content-encoding'] === headers['content-encoding']) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the ceiling did not take the page\'s headers');
  };
  return { ports, ca, ceilingAnswers, stop };
}

const check = (ok) => (ok ? 'pass' : 'MISS');

/**
 * Every figure of the section, with its target: `port` is the bench's `npm start`, `slug` a tour.
 * @param {{ port: number, slug: string, seconds: number }} options
 */
export async function serverBench({ port, slug, seconds }) {
  const tour = `/trip/${slug}`;
  // The address, not "localhost": wrk would try ::1 first, where Next does not listen, and count the
  // fallback against the first requests. The Host header names the English domain.
  const origin = `http://127.0.0.1:${port}`;
  const GZIP = { Host: `localhost:${port}`, 'Accept-Encoding': 'gzip' };
  /** A run after a 2 s warm-up at 10 connections on the same address (caches filled, code compiled). */
  const warmed = async (run) => {
    await wrk({ ...run, connections: 10, seconds: 2, openFirst: false });
    return wrk({ ...run, seconds });
  };
  const rows = [];
  const scriptDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  const script = path.join(scriptDir, 'new-list-urls.lua');
  fs.writeFileSync(script, NEW_LIST_URLS);

  // Next alone. The tour page is in Next's page cache after its first request (ISR). Each run's
  // connections are open before its load starts (wrk.mjs, openFirst); the row after shows the
  // same page with 50 connections opened into the load, which Node accepts one per loop turn. That
  // one runs first: the first runs after the server starts were the slowest (its code still compiling).
  const opening = await warmed({ url: `${origin}${tour}`, connections: 50, headers: GZIP, openFirst: false });
  const page = await warmed({ url: `${origin}${tour}`, connections: 50, headers: GZIP, openFirst: true });
  rows.push({ what: `Next alone: GET ${tour} (cached by Next)`, connections: 50, ...page, target: `≥ ${TARGETS.tourPage.rps} req/s, p99 < ${TARGETS.tourPage.p99Ms} ms`, verdict: check(page.rps >= TARGETS.tourPage.rps && page.p99Ms < TARGETS.tourPage.p99Ms) });
  rows.push({ what: 'Next alone: the same, its 50 connections opened into the load (Node accepts one per loop turn)', connections: 50, ...opening, target: '', verdict: '' });

  // A list address nobody asked for: rendered per request. The median alone (one client) is the
  // server's time for a render; 20 clients at once give the tail.
  const single = await wrk({ url: origin, connections: 1, threads: 1, seconds, headers: GZIP, script, openFirst: true });
  rows.push({ what: `Next alone: ${LIST_PATH}?… never requested, 1 client`, connections: 1, ...single, target: `median < ${TARGETS.newListUrl.p50Ms} ms`, verdict: check(single.p50Ms < TARGETS.newListUrl.p50Ms) });
  const twenty = await wrk({ url: origin, connections: 20, seconds, headers: GZIP, script, openFirst: true }).finally(() => fs.rmSync(scriptDir, { recursive: true, force: true }));
  rows.push({ what: `Next alone: ${LIST_PATH}?… never requested, 20 clients`, connections: 20, ...twenty, target: `p99 < ${TARGETS.newListUrl.p99Ms} ms`, verdict: check(twenty.p99Ms < TARGETS.newListUrl.p99Ms) });

  const filterUrl = `${origin}/api/filter?level=mid-range&safariType=lodge&daysMax=7`;
  const filter = await warmed({ url: filterUrl, connections: 50, headers: GZIP, openFirst: true });
  rows.push({ what: 'Next alone: GET /api/filter (level, safari type, max days)', connections: 50, ...filter, target: `≥ ${TARGETS.filter.rps} req/s, p99 < ${TARGETS.filter.p99Ms} ms`, verdict: check(filter.rps >= TARGETS.filter.rps && filter.p99Ms < TARGETS.filter.p99Ms) });

  const nginx = await startNginxSite(port);
  try {
    // What nginx sends for the tour page, body and headers, becomes the ceiling's answer.
    const sent = await getOverTls(nginx.ports.https, tour, nginx.ca);
    if (sent.status !== 200 || sent.headers['content-encoding'] !== 'gzip') throw new Error(`nginx answered ${tour} with ${sent.status} ${sent.headers['content-encoding']}`);
    await nginx.ceilingAnswers(sent.body, sent.headers);
    const host = { Host: `localhost:${nginx.ports.https}`, ...ACCEPT_GZIP };
    const viaRun = { url: `https://localhost:${nginx.ports.https}${tour}`, connections: 50, headers: host };
    const ceilingRun = { url: `https://localhost:${nginx.ports.ceiling}/tour`, connections: 50, headers: { Host: `localhost:${nginx.ports.ceiling}`, ...ACCEPT_GZIP } };
    // This machine's speed drifts by tens of per cent within minutes: the two are measured in
    // turns, three rounds, and the round with the median share gives the rows.
    const rounds = [];
    for (let i = 0; i < SHARE_ROUNDS; i++) {
      const via = i === 0 ? await warmed(viaRun) : await wrk({ ...viaRun, seconds });
      const ceiling = i === 0 ? await warmed(ceilingRun) : await wrk({ ...ceilingRun, seconds });
      rounds.push({ via, ceiling, share: Math.round((via.rps / ceiling.rps) * 100) / 100 });
    }
    const { via, ceiling, share } = [...rounds].sort((a, b) => a.share - b.share)[Math.floor(SHARE_ROUNDS / 2)];
    const shares = rounds.map((r) => r.share).join(', ');
    rows.push({ what: `through nginx (https, microcache): GET ${tour}; shares of ${SHARE_ROUNDS} rounds ${shares}`, connections: 50, ...via, share, target: `≥ ${TARGETS.viaNginxShare} of the ceiling (median round)`, verdict: check(share >= TARGETS.viaNginxShare) });
    rows.push({ what: `ceiling: nginx, the same ${sent.body.length} bytes and headers as a static file`, connections: 50, ...ceiling, target: '', verdict: '' });
  } finally {
    nginx.stop();
  }
  return rows;
}

/** The rows as a Markdown table (docs/performance.md takes it as it is). */
export function serverTable(rows) {
  const head = '| measured (wrk, gzip) | conn. | req/s | median | p99 | errors | target | |\n|---|---:|---:|---:|---:|---:|---|---|';
  const line = (r) => `| ${r.what} | ${r.connections} | ${r.rps.toLocaleString('en')}${r.share ? ` (${r.share})` : ''} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.errors} | ${r.target} | ${r.verdict} |`;
  return [head, ...rows.map(line)].join('\n');
}
