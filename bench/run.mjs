// npm run bench: builds the site into .next-bench, serves it as `npm start` does, and measures what
// DESIGN.md and issue 13 budget. Numbers are reported (and compared with the budget), never asserted
// by tests. One run prints every section and writes bench/results/latest.json (+ latest.txt, the table).
// --no-build reuses the last build; --only=client,lighthouse,throughput runs some sections (client: first-load JS and HTML size).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientReport } from './clientReport.mjs';
import { throughput, throughputTable } from './throughput.mjs';
import { DIST, PORT, buildSite, origin, startSite } from './site.mjs';

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
const { stop } = await startSite();

try {
  const tours = await (await fetch(`${origin}/api/tourList`)).json();
  const slug = tours.tours[0].slug;

  // The traveller's side: first-load JS, HTML size and Lighthouse on both domains (bench/clientReport.mjs).
  if (wanted('client') || wanted('lighthouse')) report.client = await clientReport({ origin, distDir: DIST, lighthouse: wanted('lighthouse'), print });

  if (wanted('throughput')) {
    report.throughput = await throughput(
      [
        { title: 'GET / (home)', url: `${origin}/`, kind: 'page' },
        { title: `GET /trip/${slug}`.slice(0, 44), url: `${origin}/trip/${slug}`, kind: 'page' },
        { title: 'GET /api/filter (level, safari type, max days)', url: `${origin}/api/filter?level=mid-range&safariType=lodge&daysMax=7`, kind: 'api' },
      ],
      { ceilingPort: PORT + 1, seconds: Number(process.env.BENCH_SECONDS || 10) },
    );
    print(`\n${throughputTable(report.throughput)}`);
  }

  const out = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(out, 'latest.txt'), `Measured ${report.measuredAt} on ${report.machine.cpus} × ${report.machine.cpu}, Node ${report.machine.node}, load average ${report.machine.loadAverage.join(' ')}\n${table.join('\n')}\n`);
  console.log(`\nWritten: bench/results/latest.json, bench/results/latest.txt`);
} finally {
  stop();
}
