// npm run bench: builds the site into .next-bench, serves it, and measures what DESIGN.md
// budgets. Numbers are reported (and compared with the budget), never asserted by tests.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { clientReport } from './clientReport.mjs';

const PORT = Number(process.env.BENCH_PORT || 3200);
const DIST = '.next-bench';
const origin = `http://localhost:${PORT}`;
const env = {
  ...process.env,
  NEXT_DIST_DIR: DIST,
  PORT: String(PORT),
  DATABASE_FILE: path.join(os.tmpdir(), 'safari-bench', 'site.db'),
  OUTBOX_DIR: path.join(os.tmpdir(), 'safari-bench', 'outbox'),
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
};
delete env.DATABASE_URL;

const run = (args) => execFileSync(process.execPath, args, { env, stdio: 'inherit' });
if (!process.argv.includes('--no-build')) {
  fs.rmSync(path.dirname(env.DATABASE_FILE), { recursive: true, force: true });
  run(['node_modules/tsx/dist/cli.mjs', 'server/db/cli.ts', 'setup']);
  run(['node_modules/tsx/dist/cli.mjs', 'scripts/generate-art.ts']);
  run(['node_modules/next/dist/bin/next', 'build']);
}

const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], { env, stdio: 'ignore' });
const stop = () => server.exitCode === null && server.pid && process.kill(server.pid);
process.on('exit', stop);

async function waitUp() {
  for (let i = 0; i < 150; i++) {
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function load(title, url) {
  await autocannon({ url, connections: 10, duration: 2 }); // warm caches and ISR
  const r = await autocannon({ url, connections: 50, duration: 10 });
  return { title, rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx };
}

try {
  await waitUp();
  const tours = await (await fetch(`${origin}/api/tourList`)).json();
  const slug = tours.tours[0].slug;

  // The traveller's side: first-load JS, HTML size and Lighthouse on both domains (bench/clientReport.mjs).
  await clientReport({ origin, distDir: DIST });

  const results = [
    await load('GET /api/filter (level, safari type, max days)', `${origin}/api/filter?level=mid-range&safariType=lodge&daysMax=7`),
    await load(`GET /trip/${slug}`, `${origin}/trip/${slug}`),
  ];
  console.log('\nThroughput at 50 concurrent connections (10 s, after a 2 s warm-up)');
  for (const r of results) console.log(`  ${r.title.padEnd(60)} ${String(r.rps).padStart(6)} req/s   p99 ${String(r.p99).padStart(5)} ms   errors ${r.errors}`);

} finally {
  stop();
}
