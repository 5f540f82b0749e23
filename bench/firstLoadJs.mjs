// First-load JS of a page, as `next build` reports it: gzip size of every script the page
// needs before it can run (framework, main, _app and the page's own chunks).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function firstLoadJs(distDir, page) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const files = new Set([...(manifest.pages['/_app'] ?? []), ...(manifest.pages[page] ?? [])]);
  let bytes = 0;
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    bytes += zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
  }
  return bytes;
}
