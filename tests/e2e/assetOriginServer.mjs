// A stand-in for a CDN in front of a build made with ASSET_PREFIX, for tests/e2e/assetPrefix.spec.ts:
// it serves <distDir>/static at /_next/static as a CDN would (long-lived, and readable from any
// origin: the page's fonts are fetched in CORS mode), and nothing else.
// Usage: node tests/e2e/assetOriginServer.mjs <port> <distDir>
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const port = Number(process.argv[2]);
const root = path.resolve(process.argv[3], 'static');
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

http
  .createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (pathname === '/health') return res.end('ok');
    // Decoded and resolved, then kept inside the build's static folder (no ../ out of it).
    const file = pathname.startsWith('/_next/static/') ? path.join(root, decodeURIComponent(pathname.slice('/_next/static/'.length))) : '';
    const type = TYPES[path.extname(file)];
    if (!file.startsWith(root + path.sep) || !type || !['GET', 'HEAD'].includes(req.method ?? '') || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*' });
      return res.end();
    }
    // nosniff as the site sends it: a script or style with the wrong type would be refused, not guessed.
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable', 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  })
  .listen(port, '127.0.0.1');
