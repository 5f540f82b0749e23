// The other half of server/cache/revalidationChannel.ts: when another process announces pages it
// rebuilt after an edit, this process rebuilds its own copies the way Next's res.revalidate does
// (a request to itself carrying the build's preview id, only pages it has generated) and empties its
// front cache, so every instance shows the edit within moments instead of its revalidate period.
import fs from 'node:fs';
import path from 'node:path';
import { REVALIDATION_CHANNEL, instanceName } from './revalidationChannel.mjs';

const CONCURRENCY = 3;

/** Subscribes when REDIS_URL is set; returns a function that unsubscribes. */
export async function subscribeRevalidations({ redisUrl, distDir, port, hostname, purge }) {
  if (!redisUrl) return () => {};
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
  const previewModeId = manifest.preview.previewModeId;
  const self = instanceName();
  const origin = `http://${hostname && hostname !== '0.0.0.0' ? hostname : '127.0.0.1'}:${port}`;
  const { default: Redis } = await import('ioredis');
  // A connection of its own: a subscribed Redis connection can do nothing else. It reconnects by itself.
  const sub = new Redis(redisUrl, { maxRetriesPerRequest: null });
  sub.on('error', (err) => console.error('[revalidate] Redis:', err.message));
  // Not awaited: with Redis down at start the server still serves, and subscribes once Redis is back.
  sub.subscribe(REVALIDATION_CHANNEL).catch((err) => console.error('[revalidate] could not subscribe:', err.message));

  const rebuild = async (pagePath) => {
    const res = await fetch(`${origin}${pagePath}`, {
      method: 'HEAD',
      headers: { 'x-prerender-revalidate': previewModeId, 'x-prerender-revalidate-if-generated': '1' },
    });
    // As Next judges its own: REVALIDATED, a 200, or a page never generated here (404 with only-generated).
    if (res.status !== 200 && res.status !== 404 && res.headers.get('x-nextjs-cache')?.toUpperCase() !== 'REVALIDATED') throw new Error(`${pagePath}: ${res.status}`);
  };

  sub.on('message', async (_channel, raw) => {
    let message;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (message.from === self || !Array.isArray(message.paths)) return;
    const paths = message.paths.filter((p) => typeof p === 'string' && p.startsWith('/') && !p.startsWith('//'));
    let next = 0;
    const failed = [];
    const worker = async () => {
      while (next < paths.length) {
        const p = paths[next++];
        await rebuild(p).catch((err) => failed.push(err.message));
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, paths.length) }, worker));
    purge();
    if (failed.length) console.error(`[revalidate] ${failed.length} of ${paths.length} announced pages could not be rebuilt here; first: ${failed[0]}`);
  });
  return () => sub.disconnect();
}
