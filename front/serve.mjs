// `npm start`: Next's production server (a documented custom server) with the front cache in front.
// Flags as `next start`: -p/--port (else PORT, else 3000), -H/--hostname, --keepAliveTimeout <ms>.
// FRONT_CACHE=off serves everything through Next; FRONT_CACHE_TTL_MS and FRONT_CACHE_MAX_MB tune it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createFrontCache, DEFAULT_MAX_BYTES, DEFAULT_TTL_MS } from './frontCache.mjs';
import { onFrontCachePurge } from './purgeHook.mjs';
import { refuseBadApiPath } from './apiPathGuard.mjs';
import { BASE_SECURITY_HEADERS, HSTS } from '../config/securityHeaders.js';
import { NON_PAGE_CSP } from '../config/contentSecurityPolicy.js';
import { cameOverHttps } from '../config/https.js';

const args = parseArgs(process.argv.slice(2));
const port = Number(args.port ?? process.env.PORT ?? 3000);
const hostname = args.hostname;
// Longer than a load balancer's idle timeout (often 60 s), so the server never closes a connection
// the other side is about to reuse (ECONNRESET).
const keepAliveTimeout = Number(args.keepAliveTimeout ?? process.env.KEEP_ALIVE_TIMEOUT_MS ?? 65_000);
// As `next start` does: the language origins default to this port (config/locales.js), React runs its production build.
process.env.PORT = String(port);
process.env.NODE_ENV ??= 'production';
const distDir = path.resolve(import.meta.dirname, '..', process.env.NEXT_DIST_DIR || '.next');
// ASSET_PREFIX is the build's (read at build time): its prebuilt pages and page policy carry it, and
// next.config.js, read again now, would otherwise give the pages rendered on demand this process's own.
const built = path.join(distDir, 'required-server-files.json');
if (fs.existsSync(built)) process.env.ASSET_PREFIX = JSON.parse(fs.readFileSync(built, 'utf8')).config.assetPrefix ?? '';
// Imported only now: Next and React pick their production code from NODE_ENV as they load.
const { default: next } = await import('next');

const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), hostname: hostname ?? 'localhost', port });
const handleNext = app.getRequestHandler();

// Answers like `next start`: a request that throws gets a bare 500 and a log line, and the process keeps serving.
async function viaNext(req, res) {
  try {
    await handleNext(req, res);
  } catch (err) {
    console.error(`Failed to handle request for ${req.url}`, err);
    if (!res.headersSent) res.statusCode = 500;
    res.end('Internal Server Error');
  }
}

const cacheOff = process.env.FRONT_CACHE === 'off';
const cache = createFrontCache(viaNext, {
  ttlMs: Number(process.env.FRONT_CACHE_TTL_MS || DEFAULT_TTL_MS),
  maxBytes: Number(process.env.FRONT_CACHE_MAX_MB || 0) * 1024 * 1024 || DEFAULT_MAX_BYTES,
});
onFrontCachePurge(cache.purge);

const serve = cacheOff ? viaNext : cache.handle;
// Set before Next sees the request, so its build assets and pictures carry them too (a page's own
// rule, such as no-referrer on /ForgotPassword or the page CSP, still replaces them).
const server = http.createServer((req, res) => {
  for (const [name, value] of BASE_SECURITY_HEADERS) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', NON_PAGE_CSP);
  // Per request, from how it arrived: the front cache never stores it (front/capture.mjs).
  if (cameOverHttps({ encrypted: req.socket.encrypted === true, forwardedProto: req.headers['x-forwarded-proto'] })) res.setHeader(...HSTS);
  if (refuseBadApiPath(req, res)) return;
  return serve(req, res);
});
server.keepAliveTimeout = keepAliveTimeout;
server.on('error', (err) => {
  console.error('Failed to start server', err);
  process.exit(1);
});

// Next loads the build and runs instrumentation.ts (which exits when the database has no schema) before we listen.
await app.prepare();
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname ?? 'localhost'}:${port} (front cache ${cacheOff ? 'off' : 'on'})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    server.closeIdleConnections();
    Promise.resolve(app.close?.()).finally(() => process.exit(0));
  });
}

function parseArgs(argv) {
  const names = { '-p': 'port', '--port': 'port', '-H': 'hostname', '--hostname': 'hostname', '--keepAliveTimeout': 'keepAliveTimeout' };
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const name = names[flag];
    if (!name) {
      console.error(`Unknown option ${argv[i]} (known: -p/--port, -H/--hostname, --keepAliveTimeout)`);
      process.exit(1);
    }
    out[name] = inline ?? argv[++i];
  }
  return out;
}
