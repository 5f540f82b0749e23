// Debian's wrk (a C load generator: autocannon, in Node, tops out near 18 k req/s on two cores and
// would measure itself), run from this script and read back: requests per second and latency.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';

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
  return { rps: Math.round(rps), p50Ms: percentile(50), p99Ms: percentile(99), requests, errors: non2xx + socketErrors };
}

/**
 * One wrk run. `script` is a Lua file (wrk's -s) that writes the requests, e.g. a new URL each time.
 * @param {{ url: string, connections: number, seconds: number, threads?: number, headers?: Record<string, string>, script?: string }} run
 */
export function wrk({ url, connections, seconds, threads = Math.min(2, connections), headers = {}, script }) {
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  if (script) args.push('-s', script);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(parseWrk(out)) : reject(new Error(`wrk exited ${code}:\n${out}`))));
  });
}
