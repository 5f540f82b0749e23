// npm run bench: builds the site into .next-bench, serves it as `npm start` does, and measures what
// DESIGN.md and issue 13 budget. Numbers are reported (and compared with the budget), never asserted
// by tests. One run prints every section and writes bench/results/latest.json (+ latest.txt, the table).
// --no-build reuses the last build; --only=client,lighthouse,server runs some sections (client: first-load JS and HTML size;
// server: wrk against Next alone, through nginx and nginx's static ceiling, bench/server.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientReport } from './clientReport.mjs';
import { serverBench, serverTable } from './server.mjs';
import { DIST, PORT, buildSite, origin, startSite } from './site.mjs';
import { ensureTools } from './wrk.mjs';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const wanted = (section) => !only || only.includes(section);
const report = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) },
};
const table = [];
const print = (text) => {
  console.log(text);
  table.push(text);
};

if (!process.argv.includes('--no-build')) buildSite();
if (wanted('server')) ensureTools();
// The per-address limits of list renders and filter counts (120 a minute, 300 in 5) would refuse wrk,
// which is one address: raised for the bench, which measures the server, not the limiter.
const { stop } = await startSite({ RATE_LIMIT_LIST_RENDER_PER_IP: '100000000', RATE_LIMIT_FILTER_PER_IP: '100000000' });

try {
  const tours = await (await fetch(`${origin}/api/tourList`)).json();
  const slug = tours.tours[0].slug;

  // The traveller's side: first-load JS, HTML size and Lighthouse on both domains (bench/clientReport.mjs).
  if (wanted('client') || wanted('lighthouse')) report.client = await clientReport({ origin, distDir: DIST, lighthouse: wanted('lighthouse'), print });

  if (wanted('server')) {
    report.server = await serverBench({ port: PORT, slug, seconds: Number(process.env.BENCH_SECONDS || 10) });
    print(`\n${serverTable(report.server)}`);
  }

  const out = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(out, 'latest.txt'), `Measured ${report.measuredAt} on ${report.machine.cpus} × ${report.machine.cpu}, Node ${report.machine.node}, load average ${report.machine.loadAverage.join(' ')}\n${table.join('\n')}\n`);
  console.log(`\nWritten: bench/results/latest.json, bench/results/latest.txt`);
} finally {
  stop();
}
