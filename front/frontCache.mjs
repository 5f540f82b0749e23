// The response microcache in front of Next's request handler. A repeat GET of an answer Next marked
// shared-cacheable is written straight from memory: no routing, middleware, render or compression.
import { encodingClass } from './acceptEncoding.mjs';
import { captureResponse } from './capture.mjs';
import { EntryStore } from './entryStore.mjs';
import { bypassReason, keepFor, varyNames } from './sharedCacheable.mjs';

/** At most this long (and never past the answer's s-maxage): the site changes within a second of an edit anyway. */
export const DEFAULT_TTL_MS = 1000;
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Wraps `next(req, res)`. Misses of one key that arrive together wait for the first one's render
 * instead of each rendering the page. `purge()` empties the cache (the back office calls it through
 * purgeHook.mjs after republishing a page).
 */
export function createFrontCache(next, { ttlMs = DEFAULT_TTL_MS, maxBytes = DEFAULT_MAX_BYTES } = {}) {
  const store = new EntryStore(maxBytes);
  /** Per URL, the request headers its answer said it varies on (learnt from the first answer). */
  const varyOf = new Map();
  const inflight = new Map();

  const primaryKey = (req, encoding) => `${encoding} ${req.headers['x-forwarded-host'] ?? ''} ${req.headers.host ?? ''} ${req.url}`;
  const fullKey = (primary, req, names = varyOf.get(primary)) => (names?.length ? `${primary} ${names.map((n) => req.headers[n] ?? '').join(' ')}` : primary);

  function handle(req, res) {
    if (bypassReason(req) !== null) return next(req, res);
    const encoding = encodingClass(req.headers['accept-encoding']);
    if (encoding === null) return next(req, res);
    const primary = primaryKey(req, encoding);
    const key = fullKey(primary, req);
    const entry = store.get(key, Date.now());
    if (entry !== undefined) return send(req, res, entry);
    // A HEAD answer has no body to keep; the GET that follows will.
    if (req.method === 'HEAD') return next(req, res);

    const waiting = inflight.get(key);
    if (waiting !== undefined) {
      return waiting.then(() => {
        const rendered = store.get(fullKey(primary, req), Date.now());
        return rendered !== undefined ? send(req, res, rendered) : next(req, res);
      });
    }
    let release;
    inflight.set(key, new Promise((resolve) => (release = resolve)));
    const generation = store.generation;
    captureResponse(res, maxBytes / 8, (answer) => {
      const ms = answer === null ? 0 : keepFor(answer.status, answer.headers, encoding, ttlMs);
      if (ms > 0) {
        const names = varyNames(answer.headers);
        if (varyOf.size > 10_000) varyOf.clear();
        varyOf.set(primary, names);
        store.set(fullKey(primary, req, names), toEntry(answer, Date.now() + ms), generation);
      }
      inflight.delete(key);
      release();
    });
    res.setHeader('X-Cache', 'MISS');
    return next(req, res);
  }

  return { handle, purge: () => store.purge(), stats: () => ({ entries: store.entries.size, bytes: store.bytes }) };
}

function toEntry({ headers, body }, expires) {
  const head = { ...headers, 'content-length': body.length, 'x-cache': 'HIT' };
  const etag = typeof headers.etag === 'string' ? headers.etag : undefined;
  return { head, body, etag, expires };
}

function send(req, res, entry) {
  // A browser revalidating what it already has (If-None-Match) gets the 304 Next would have sent.
  if (entry.etag !== undefined && req.headers['if-none-match'] === entry.etag) {
    const { 'content-length': _length, 'content-encoding': _encoding, ...head } = entry.head;
    res.writeHead(304, head);
    res.end();
    return;
  }
  res.writeHead(200, entry.head);
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}
