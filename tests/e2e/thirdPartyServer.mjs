// A stand-in for the third parties (ads pixel, session recorder, live chat, overlay, analytics
// tag), for the consent tests: each script only notes that it ran, and every request that
// reaches this server is recorded, so a test can prove what loaded and what never did.
import http from 'node:http';

const port = Number(process.argv[2]);
const SCRIPTS = new Set(['ads-pixel', 'session-recorder', 'live-chat', 'overlay', 'analytics']);
let requests = [];

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname === '/health') return res.end('ok');
    if (url.pathname === '/__requests') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify(requests));
    }
    if (url.pathname === '/__reset') {
      requests = [];
      return res.end('ok');
    }
    const name = url.pathname.replace(/^\//, '').replace(/\.js$/, '');
    requests.push({ name, query: Object.fromEntries(url.searchParams), referer: req.headers.referer ?? null });
    if (!SCRIPTS.has(name)) {
      res.statusCode = 404;
      return res.end();
    }
    res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
    res.end(`(window.__thirdParties = window.__thirdParties || []).push({ name: ${JSON.stringify(name)}, query: ${JSON.stringify(Object.fromEntries(url.searchParams))} });\n`);
  })
  .listen(port, '127.0.0.1');
