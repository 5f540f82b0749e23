// @ts-check
// Next's documented cacheHandler (next.config.js, with REDIS_URL): every instance reads and writes
// one ISR cache in Redis, so a page rebuilt on one instance (res.revalidate after an edit, or its
// revalidate period) is what every instance serves next. A small handler on ioredis rather than a
// packaged one: the maintained packages import Next's internals (next/dist) for their types, and
// this site needs only whole pages (pages router), no tags.
//
// Redis down: a read is a miss (Next renders the page afresh from the database, so it is never
// stale), a write is kept here and written once Redis is back, so an edit made meanwhile is not
// lost behind the entry Redis held from before.
const fs = require('node:fs');
const path = require('node:path');
const { Redis } = require('ioredis');

/** Each build has its own entries: a new release never serves pages that name another's scripts. */
function buildId() {
  const distDir = path.resolve(__dirname, '..', '..', process.env.NEXT_DIST_DIR || '.next');
  try {
    return fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unbuilt'; // during `next build` itself
  }
}

/** JSON that keeps Buffers and Maps (Next's cache values may hold them). */
function encode(entry) {
  return JSON.stringify(entry, function (key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return value;
  });
}
function decode(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
    if (value && typeof value === 'object' && Array.isArray(value.$map)) return new Map(value.$map);
    return value;
  });
}

/** One connection per process, shared by every handler Next makes. */
let redis;
/** Settles once the first connection is open or has failed (2 s at most): the first pages wait for it. */
let opened;
/** Entries that could not be written while Redis was away, by key: the latest one wins. */
const unwritten = new Map();

function connection() {
  if (redis) return redis;
  // No offline queue and a short timeout: a page never waits on a Redis that is away.
  redis = new Redis(/** @type {string} */ (process.env.REDIS_URL), {
    enableOfflineQueue: false,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // Back within half a second of Redis, so what was rendered meanwhile is written at once.
    retryStrategy: (times) => Math.min(times * 100, 500),
  });
  opened = new Promise((resolve) => {
    const timer = setTimeout(resolve, 2000);
    const done = () => (clearTimeout(timer), resolve(undefined));
    redis.once('ready', done);
    redis.once('error', done);
  });
  let down = false;
  redis.on('error', (err) => {
    if (!down) console.error(`[page cache] Redis unavailable (${err.message}): pages are rendered afresh until it is back`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) console.error(`[page cache] Redis back: writing ${unwritten.size} page(s) rendered meanwhile`);
    down = false;
    void flushUnwritten();
  });
  return redis;
}

/** Writes an entry unless Redis holds a newer one (another instance rendered after this one). */
const SET_UNLESS_NEWER = `
local current = redis.call('GET', KEYS[1])
if current and cjson.decode(current).lastModified >= tonumber(ARGV[2]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
return 1`;

let flushing = false;
async function flushUnwritten() {
  if (flushing || !unwritten.size) return;
  flushing = true;
  try {
    await writeUnwritten();
  } finally {
    flushing = false;
  }
}

async function writeUnwritten() {
  for (const [key, text] of [...unwritten]) {
    try {
      await redis.eval(SET_UNLESS_NEWER, 1, key, text, String(JSON.parse(text).lastModified));
      // Only if no newer entry came meanwhile.
      if (unwritten.get(key) === text) unwritten.delete(key);
    } catch {
      return; // away again: the next answer or reconnection tries again
    }
  }
}

module.exports = class RedisCacheHandler {
  constructor() {
    this.prefix = `${process.env.PAGE_CACHE_KEY_PREFIX || 'page-cache'}:${buildId()}:`;
    this.redis = connection();
  }

  /** @param {string} key */
  async get(key) {
    await opened;
    try {
      const text = await this.redis.get(this.prefix + key);
      // Redis answers again (a hung server comes back without reconnecting): what waits is written.
      void flushUnwritten();
      return text ? decode(text) : null;
    } catch {
      return null;
    }
  }

  /**
   * @param {string} key
   * @param {unknown} data what Next caches for the key; null removes it
   */
  async set(key, data) {
    const full = this.prefix + key;
    const text = data === null ? null : encode({ value: data, lastModified: Date.now() });
    await opened;
    try {
      if (text === null) await this.redis.del(full);
      else await this.redis.set(full, text);
      unwritten.delete(full);
    } catch {
      if (text !== null) unwritten.set(full, text);
    }
  }

  // Tags belong to the app router's fetch cache; the pages router has none.
  async revalidateTag() {}

  resetRequestCache() {}
};
