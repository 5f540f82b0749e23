// Throughput of the site under 50 concurrent gzip clients, beside a ceiling measured in the same run:
// a bare node:http server (ceilingServer.mjs, its own process) sending exactly the bytes and headers
// the site sent for that URL. Targets from issue 13.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import autocannon from 'autocannon';

export const TARGETS = { rps: 2000, p99Ms: 60, ceilingShare: 0.3 };
const CONNECTIONS = 50;
const HEADERS = { 'accept-encoding': 'gzip' };
/** Node's framing, written fresh by the ceiling server for every answer. */
const FRAMING = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/** One answer of the site as a gzip client receives it. */
function record(url) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: HEADERS }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !FRAMING.has(name)));
        resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

async function load(url, seconds) {
  await autocannon({ url, connections: 10, duration: 2, headers: HEADERS }); // warm caches and ISR
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
  return { rps: Math.round(r.requests.average), p99Ms: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

async function startCeiling(answer, port) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ceiling-')), 'answer.json');
  fs.writeFileSync(file, JSON.stringify({ ...answer, body: answer.body.toString('base64') }));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'ceilingServer.mjs'), String(port), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return () => child.kill();
}

/**
 * Measures each { title, url, kind: 'page' | 'api' } against the site and against its ceiling.
 * A page passes with at least TARGETS.rps, TARGETS.ceilingShare of the ceiling and p99 under
 * TARGETS.p99Ms; an API answer with the rate and the p99 (its share is reported, not judged).
 */
export async function throughput(cases, { ceilingPort, seconds = 10 }) {
  const results = [];
  for (const { title, url, kind } of cases) {
    const answer = await record(url);
    const stopCeiling = await startCeiling(answer, ceilingPort);
    try {
      const site = await load(url, seconds);
      const ceiling = await load(`http://127.0.0.1:${ceilingPort}/`, seconds);
      const share = Math.round((site.rps / ceiling.rps) * 100) / 100;
      const pass = site.errors === 0 && site.rps >= TARGETS.rps && site.p99Ms < TARGETS.p99Ms && (kind !== 'page' || share >= TARGETS.ceilingShare);
      results.push({ title, url, kind, bytes: answer.body.length, encoding: answer.headers['content-encoding'] ?? 'identity', site, ceiling, share, pass });
    } finally {
      stopCeiling();
    }
  }
  return results;
}

/** The short table of `npm run bench`. */
export function throughputTable(results) {
  const lines = [`Throughput, ${CONNECTIONS} connections, Accept-Encoding: gzip (targets: ≥ ${TARGETS.rps} req/s, p99 < ${TARGETS.p99Ms} ms; pages also ≥ ${TARGETS.ceilingShare} × a bare node:http server sending the same bytes)`];
  lines.push(`  ${'what'.padEnd(44)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(6)} ${'ceiling'.padStart(8)} ${'share'.padStart(6)}  result`);
  for (const r of results) {
    lines.push(`  ${r.title.padEnd(44)} ${String(r.site.rps).padStart(7)} ${String(r.site.p99Ms).padStart(7)} ${String(r.site.errors).padStart(6)} ${String(r.ceiling.rps).padStart(8)} ${r.share.toFixed(2).padStart(6)}  ${r.pass ? 'pass' : 'FAIL'}`);
  }
  return lines.join('\n');
}
