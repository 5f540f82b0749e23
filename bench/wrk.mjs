// Debian's wrk (a C load generator: autocannon, in Node, tops out near 18 k req/s on two cores and
// would measure itself), run from this script and read back: requests per second and latency.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const WRK = '/usr/bin/wrk';

/** wrk and nginx from Debian, installed when missing (as npm test does for its servers; needs root). */
export function ensureTools() {
  const missing = [['wrk', WRK], ['nginx', '/usr/sbin/nginx']].filter(([, bin]) => !fs.existsSync(bin)).map(([pkg]) => pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`the bench needs Debian's ${missing.join(' and ')}: apt-get install ${missing.join(' ')}`);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const ms = (text) => {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  return m ? Math.round(Number(m[1]) * UNIT_MS[m[2]] * 100) / 100 : NaN;
};

/** wrk's report as numbers: req/s, median and p99 latency (ms), and every answer that was not 2xx/3xx or failed. */
export function parseWrk(out) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const percentile = (p) => ms(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const seconds = ms(/requests in (\S+),/.exec(out)?.[1] ?? '') / 1000;
  return { rps: Math.round(rps), p50Ms: percentile(50), p99Ms: percentile(99), requests, seconds, errors: non2xx + socketErrors };
}

/** How long each connection's first request waits when the connections open before the load. */
export const OPEN_FIRST_MS = 100;

/**
 * wrk's `delay` hook holding each connection's first request back (wrk starts a request's clock
 * when it sends it): `perThread` is each wrk thread's share of the connections, all of which ask
 * for their delay before any answer comes back.
 */
const openFirstLua = (perThread) => `
local opening = ${perThread}
function delay()
  if opening > 0 then
    opening = opening - 1
    return ${OPEN_FIRST_MS}
  end
  return 0
end
`;

/**
 * One wrk run. `script` is a Lua file (wrk's -s) that writes the requests, e.g. a new URL each time.
 * With `openFirst`, every connection is open before the load starts (each first request waits
 * OPEN_FIRST_MS, left out of req/s): Node accepts one new connection per turn of its event loop
 * while it is busy, so otherwise the last of 50 connections opened into the load wait behind the
 * requests of the first ones, and that ramp, not serving, is a 10 s run's p99 (docs/performance.md).
 * @param {{ url: string, connections: number, seconds: number, threads?: number, headers?: Record<string, string>, script?: string, openFirst?: boolean }} run
 */
export function wrk({ url, connections, seconds, threads = Math.min(2, connections), headers = {}, script, openFirst = false }) {
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const dir = openFirst ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-open-')) : undefined;
  if (dir) {
    const lua = path.join(dir, 'open-first.lua');
    fs.writeFileSync(lua, `${script ? fs.readFileSync(script, 'utf8') : ''}\n${openFirstLua(Math.floor(connections / threads))}`);
    args.push('-s', lua);
  } else if (script) args.push('-s', script);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`wrk exited ${code}:\n${out}`));
      const result = parseWrk(out);
      // The requests over the time they were being sent: the opening wait is not serving time.
      resolve(openFirst ? { ...result, rps: Math.round(result.requests / (result.seconds - OPEN_FIRST_MS / 1000)) } : result);
    });
  });
}
