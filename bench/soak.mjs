// npm run bench:soak: a steady mix of page views, filters, searches and quote/contact submissions
// against the production build on loopback, at a fixed rate for a few minutes (an open loop: the
// rate does not drop when the server slows). Reports errors (must be 0), p50/p99 per kind, the
// server's memory at start and end with its trend, and checks that every accepted submission is
// stored. Not run by CI. Options: --minutes=3 --rate=150 (requests per second), --no-build.
import http from 'node:http';
import zlib from 'node:zlib';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { buildSite, env, origin, startSite } from './site.mjs';
import rateLimits from '../config/rateLimits.js';

const { generousLimitEnv } = rateLimits;

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const MINUTES = arg('minutes', 3);
const RATE = arg('rate', 150);
/** The form token's minimum age (lib/leads/options MIN_FILL_MS) plus a margin. */
const TOKEN_AGE_MS = 2500 + 300;

// Every request comes from one loopback client: the rate limits are raised far above the stated
// rate, since the soak measures the server, not the limiter (tests/api/rateLimits.test.ts does).
const SOAK_ENV = { ...generousLimitEnv(), ACK_MAILS_PER_RECIPIENT_PER_DAY: '1000000' };

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const hosts = ['localhost', 'de.localhost'];

function request(method, url, { body, headers = {}, host } = {}) {
  const u = new URL(url, origin);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      { agent, method, hostname: '127.0.0.1', port: u.port, path: u.pathname + u.search, headers: { host: `${host ?? 'localhost'}:${u.port}`, 'accept-encoding': 'gzip', ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: res.statusCode, ms: performance.now() - started, body, headers: res.headers });
        });
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.setTimeout(30_000, () => req.destroy());
    if (body) req.end(body);
    else req.end();
  });
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const isoDay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Form tokens fetched ahead of time, used once they are old enough to pass as typed by a person. */
const tokens = [];
async function fetchToken() {
  const res = await request('GET', '/api/form-token');
  if (res.status === 200) tokens.push({ token: JSON.parse(res.body).token, at: Date.now() });
  return res;
}
function takeToken() {
  const ready = tokens.findIndex((t) => Date.now() - t.at >= TOKEN_AGE_MS);
  return ready === -1 ? undefined : tokens.splice(ready, 1)[0].token;
}

let sequence = 0;
const accepted = { quote: [], contact: [] };

async function submit(kind, slug) {
  const formToken = takeToken();
  void fetchToken(); // one fetched for each one used keeps the pool full
  if (!formToken) return { status: -1 }; // pool still warming up: not counted
  const n = ++sequence;
  const base = { fullName: `Soak Traveller ${n}`, email: `soak+${n}@example.com`, website: '', formToken };
  const body =
    kind === 'quote'
      ? { ...base, source: 'modal', tour: slug, departureDate: isoDay(40 + (n % 200)), adults: 2, children: 0, childrenAges: [], phone: '+44 20 7946 0000', country: 'GB', contactPreference: 'email', message: `Soak request ${n}` }
      : { ...base, subject: `Soak question ${n}`, message: `Is the green season a good time? (${n})`, phone: '+44 20 7946 0000' };
  const res = await request('POST', kind === 'quote' ? '/api/requestquote' : '/api/contact_us', {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    host: pick(hosts),
  });
  if (res.status === 201) {
    const answer = JSON.parse(res.body);
    accepted[kind].push(answer.quoteNumber ?? answer.reference);
  }
  return res;
}

/** The mix, by weight: mostly reading, as on the real site. */
function mix(catalogue) {
  const { slugs, articles } = catalogue;
  const filters = ['level=mid-range&safariType=lodge&daysMax=7', 'level=luxury&daysMin=5', 'level=budget&safariType=camping', 'daysMin=3&daysMax=10', 'safariType=lodge&level=mid-range,luxury'];
  return [
    [20, 'page', () => request('GET', pick(['/', '/tanzania-safari-package', `/trip/${pick(slugs)}`, `/trip/${pick(slugs)}`, `/blog/${pick(articles)}`]), { host: pick(hosts) })],
    [10, 'filter', () => request('GET', `/api/filter?${pick(filters)}&page=${1 + Math.floor(Math.random() * 3)}`)],
    [4, 'search', () => request('GET', `/api/site-search?search=${pick(['serengeti', 'kilimanjaro', 'zanzibar', 'ngorongoro', 'tarangire'])}`)],
    [2, 'quote', () => submit('quote', pick(slugs))],
    [1, 'contact', () => submit('contact')],
  ];
}

function choose(entries) {
  const total = entries.reduce((s, [w]) => s + w, 0);
  let r = Math.random() * total;
  for (const entry of entries) if ((r -= entry[0]) < 0) return entry;
  return entries[entries.length - 1];
}

const rssMb = (pid) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 102.4) / 10 : NaN;
};

/** Least-squares slope of memory over time (MB per minute). */
function slope(samples) {
  const n = samples.length;
  const mx = samples.reduce((s, p) => s + p.t, 0) / n;
  const my = samples.reduce((s, p) => s + p.mb, 0) / n;
  const num = samples.reduce((s, p) => s + (p.t - mx) * (p.mb - my), 0);
  const den = samples.reduce((s, p) => s + (p.t - mx) ** 2, 0);
  return den ? (num / den) * 60_000 : 0;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : 0;
};

if (!process.argv.includes('--no-build')) buildSite();
const server = await startSite(SOAK_ENV);

try {
  const tours = JSON.parse((await request('GET', '/api/tourList')).body);
  const blogs = JSON.parse((await request('GET', '/api/blogs')).body);
  const catalogue = { slugs: tours.tours.map((t) => t.slug), articles: blogs.articles.map((a) => a.slug) };
  const entries = mix(catalogue);
  for (let i = 0; i < 20; i++) await fetchToken();

  // Warm the caches for 10 s before the memory baseline.
  const warmUntil = Date.now() + 10_000;
  while (Date.now() < warmUntil) await Promise.all(Array.from({ length: 8 }, () => choose(entries)[2]()));

  const results = new Map(entries.map(([, kind]) => [kind, { ms: [], errors: 0, count: 0, statuses: {} }]));
  const memory = [{ t: 0, mb: rssMb(server.pid) }];
  const started = Date.now();
  const end = started + MINUTES * 60_000;
  const inFlight = new Set();
  const sampler = setInterval(() => memory.push({ t: Date.now() - started, mb: rssMb(server.pid) }), 5000);
  let sent = 0;
  while (Date.now() < end) {
    // Open loop: as many requests as the clock says are due, whatever the answers are doing.
    const due = Math.floor(((Date.now() - started) / 1000) * RATE) - sent;
    for (let i = 0; i < due; i++) {
      const [, kind, send] = choose(entries);
      sent++;
      const p = send().then((res) => {
        if (res.status === -1) return;
        const r = results.get(kind);
        r.count++;
        r.ms.push(res.ms);
        if (!(res.status >= 200 && res.status < 400)) {
          r.errors++;
          r.statuses[res.status] = (r.statuses[res.status] ?? 0) + 1;
        }
      });
      inFlight.add(p);
      p.finally(() => inFlight.delete(p));
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(inFlight);
  clearInterval(sampler);
  memory.push({ t: Date.now() - started, mb: rssMb(server.pid) });

  // Every accepted submission must be in the database the server writes.
  const db = new Database(env.DATABASE_FILE, { readonly: true });
  const missing = (table, numbers) => numbers.filter((n) => !db.prepare(`SELECT 1 FROM ${table} WHERE number = ?`).get(n)).length;
  const lost = missing('quote_requests', accepted.quote) + missing('contact_messages', accepted.contact);
  db.close();

  const lines = [`Soak: ${MINUTES} min at ${RATE} requests/s on ${origin} (open loop)`, '  kind        requests  errors  p50 ms  p99 ms'];
  let errors = 0;
  let total = 0;
  for (const [kind, r] of results) {
    errors += r.errors;
    total += r.count;
    const statuses = Object.entries(r.statuses).map(([status, n]) => `${n}× ${status === '0' ? 'no answer' : status}`).join(', ');
    lines.push(`  ${kind.padEnd(10)} ${String(r.count).padStart(9)} ${String(r.errors).padStart(7)} ${String(percentile(r.ms, 50)).padStart(7)} ${String(percentile(r.ms, 99)).padStart(7)}${statuses ? `  (${statuses})` : ''}`);
  }
  const all = [...results.values()].flatMap((r) => r.ms);
  lines.push(`  all        ${String(total).padStart(9)} ${String(errors).padStart(7)} ${String(percentile(all, 50)).padStart(7)} ${String(percentile(all, 99)).padStart(7)}`);
  const secondHalf = memory.filter((m) => m.t >= (MINUTES * 60_000) / 2);
  lines.push(`  submissions accepted: ${accepted.quote.length} quotes, ${accepted.contact.length} contact messages; missing from the database: ${lost}`);
  lines.push(`  server memory (RSS): ${memory[0].mb} MB at start, ${memory[memory.length - 1].mb} MB at end, peak ${Math.max(...memory.map((m) => m.mb))} MB; trend over the second half ${slope(secondHalf).toFixed(2)} MB/min`);
  console.log(lines.join('\n'));
  const out = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'soak.txt'), `Measured ${new Date().toISOString()}\n${lines.join('\n')}\n`);
  process.exitCode = errors === 0 && lost === 0 ? 0 : 1;
} finally {
  server.stop();
  agent.destroy();
}
