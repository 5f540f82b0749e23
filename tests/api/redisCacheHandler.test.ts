import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownRedis, type OwnRedis } from '../helpers/ownRedis';

// The page cache every instance shares (server/cache/redisCacheHandler.js, Next's cacheHandler):
// what one instance writes, another reads; with Redis stopped pages are rendered afresh (a miss),
// and a page rendered meanwhile, after an edit, replaces the older entry once Redis is back.
const require = createRequire(import.meta.url);
type Handler = { get(key: string): Promise<{ value: unknown; lastModified: number } | null>; set(key: string, data: unknown): Promise<void> };
type HandlerClass = new () => Handler;

const page = (price: string) => ({ kind: 'PAGES', html: `<p>from ${price}</p>`, pageData: { pageProps: { price } }, headers: { 'x-a': '1' }, status: 200, rsc: Buffer.from('bytes'), segments: new Map([['/a', Buffer.from('seg')]]) });

describe.skipIf(!process.env.TEST_REDIS_URL && !process.env.REQUIRE_REDIS)('the page cache in Redis', () => {
  let redis: OwnRedis;
  let Handler: HandlerClass;

  beforeAll(async () => {
    redis = await ownRedis();
    process.env.REDIS_URL = redis.url;
    process.env.PAGE_CACHE_KEY_PREFIX = `test-${Date.now()}`;
    Handler = require('../../server/cache/redisCacheHandler.js') as HandlerClass;
  });
  afterAll(async () => {
    delete process.env.REDIS_URL;
    await redis?.remove();
  });

  it("gives one instance's page to another, with its Buffers and Maps", async () => {
    const before = Date.now();
    await new Handler().set('/en/trip/kili', page('$1,200'));
    const entry = await new Handler().get('/en/trip/kili');
    expect(entry?.value).toEqual(page('$1,200'));
    expect(entry?.lastModified).toBeGreaterThanOrEqual(before);
    expect(await new Handler().get('/en/never')).toBeNull();
  });

  it('serves a miss while Redis is stopped, and writes the page rendered meanwhile once it is back', async () => {
    const cache = new Handler();
    await cache.set('/en/trip/serengeti', page('$900'));
    await redis.stop();
    const started = Date.now();
    expect(await cache.get('/en/trip/serengeti')).toBeNull(); // Next renders afresh
    expect(Date.now() - started, 'a stopped Redis never holds a page up').toBeLessThan(1_000);
    await cache.set('/en/trip/serengeti', page('$950')); // the edit, rendered while Redis is away
    await redis.start(); // back with the entry it held from before
    const back = Date.now();
    await expect.poll(async () => (await cache.get('/en/trip/serengeti'))?.value, { timeout: 2_000, interval: 100 }).toEqual(page('$950'));
    expect(Date.now() - back).toBeLessThan(2_000);
  });
});
