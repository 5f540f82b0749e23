import { gunzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Next's own compression, as its server runs it in front of every route (router-server). Private on
// purpose: Next exports that copy under no public name; the npm `compression` package would be another copy.
// @ts-expect-error no type declarations ship with Next's compiled copy
import compression from 'next/dist/compiled/compression';
import * as tourRoute from '@/pages/api/admin/tours/[id]/index';
import * as filterRoute from '@/pages/api/filter';
import * as popularRoute from '@/pages/api/populartours';
import * as tourDetailRoute from '@/pages/api/tours/[slug]';
import * as userRoute from '@/pages/api/user';
import { createFrontCache } from '@/front/frontCache.mjs';
import { onFrontCachePurge } from '@/front/purgeHook.mjs';
import { newToken, tokenHash } from '@/server/auth/tokens';
import { engines } from '../helpers/testDb';
import { hoursAgo, unique, useAdminApi } from '../helpers/adminApi';
import { bookableTours } from '../helpers/bookings';
import type { TestResponse } from '../helpers/apiServer';

const TTL_MS = 800;
const FILTER = '/api/filter?level=mid-range&safariType=lodge&daysMax=7';
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };
/** The JSON a client reads, whether or not the answer was big enough to be compressed. */
const jsonOf = (res: TestResponse) => JSON.parse((res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.bytes) : res.bytes).toString());

/** Routes that answer as a page could, counting how often they were really run. */
const renders = { cookie: 0, noStore: 0, slow: 0 };
const countingRoute = (name: keyof typeof renders, headers: Record<string, string>, delayMs = 0) => ({
  default: async (_req: IncomingMessage, res: ServerResponse) => {
    const n = ++renders[name];
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ render: n }));
  },
});
const SHARED = 'public, s-maxage=60';

describe.each(engines())('the front cache in front of the API on %s', (engine) => {
  const cache = { purge: () => {} };
  const admin = useAdminApi(
    engine,
    {
      '/api/filter': filterRoute,
      '/api/populartours': popularRoute,
      '/api/tours/[slug]': tourDetailRoute,
      '/api/user': userRoute,
      '/api/admin/tours/[id]': tourRoute,
      '/test/cookie': countingRoute('cookie', { 'Cache-Control': SHARED, 'Set-Cookie': 'seen=1; Path=/' }),
      '/test/no-store': countingRoute('noStore', { 'Cache-Control': 'private, no-store' }),
      '/test/slow': countingRoute('slow', { 'Cache-Control': SHARED }, 150),
    },
    undefined,
    {
      wrap: (routes) => {
        const compress = compression();
        const front = createFrontCache((req: IncomingMessage, res: ServerResponse) => compress(req, res, () => routes(req, res)), { ttlMs: TTL_MS });
        cache.purge = front.purge;
        return front.handle;
      },
    },
  );
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => admin.seeded.api().request(path, { method, headers });
  let tours: Awaited<ReturnType<typeof bookableTours>>;

  beforeAll(async () => {
    onFrontCachePurge(() => cache.purge());
    tours = await bookableTours(admin.db());
  });
  afterAll(() => onFrontCachePurge(undefined));

  it('serves a repeat of a public read from memory: the same gzip bytes, without running the route again', async () => {
    const first = await get(FILTER, GZIP);
    expect(first.status, first.text).toBe(200);
    expect(first.headers['cache-control']).toContain('s-maxage=');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await get(FILTER, GZIP);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(Number(second.headers['content-length'])).toBe(second.bytes.length);
    expect(JSON.parse(gunzipSync(second.bytes).toString()).tours.length).toBeGreaterThan(0);
  });

  it('gives a client without gzip the plain body, never the compressed one', async () => {
    const zipped = await get(`${FILTER}&sort=price-asc`, GZIP);
    const plain = await get(`${FILTER}&sort=price-asc`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-cache']).toBe('MISS');
    expect(plain.json()).toEqual(JSON.parse(gunzipSync(zipped.bytes).toString()));
    const again = await get(`${FILTER}&sort=price-asc`, { 'accept-encoding': 'identity' });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.text).toBe(plain.text);
  });

  it('answers HEAD with the stored headers and no body', async () => {
    const path = `${FILTER}&page=1`;
    const fresh = await get(path, GZIP, 'HEAD');
    expect(fresh.status).toBe(200);
    expect(fresh.headers['x-cache']).toBeUndefined();
    const body = await get(path, GZIP);
    const head = await get(path, GZIP, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBe(body.bytes.length);
    expect(head.bytes.length).toBe(0);
  });

  it('keeps each language apart when the language comes from X-Locale on a shared API host', async () => {
    const de = await get('/api/populartours', { 'x-locale': 'de' });
    const fr = await get('/api/populartours', { 'x-locale': 'fr' });
    expect(de.headers.vary).toContain('X-Locale');
    expect(fr.headers['x-cache']).toBe('MISS');
    expect(fr.text).not.toBe(de.text);
    expect((await get('/api/populartours', { 'x-locale': 'de' })).text).toBe(de.text);
    expect((await get('/api/populartours', { 'x-locale': 'fr' })).headers['x-cache']).toBe('HIT');
  });

  it('never keeps an answer that sets a cookie or says no-store', async () => {
    const before = { ...renders };
    for (let i = 0; i < 3; i++) {
      expect((await get('/test/cookie')).headers['set-cookie']).toEqual(['seen=1; Path=/']);
      expect((await get('/test/no-store')).headers['x-cache']).toBe('MISS');
    }
    expect(renders.cookie - before.cookie).toBe(3);
    expect(renders.noStore - before.noStore).toBe(3);
  });

  it("never answers a signed-in traveller's account request from memory, nor with someone else's answer", async () => {
    const traveller = async (email: string) => {
      const id = unique();
      const token = newToken();
      await admin.db().insertInto('users').values({ id, email, name: email, locale: 'en', password_hash: 'x', created_at: hoursAgo(1) }).execute();
      await admin.db().insertInto('sessions').values({ token_hash: tokenHash(token), user_id: id, created_at: hoursAgo(1), expires_at: hoursAgo(-24) }).execute();
      return { authorization: `Bearer ${token}` };
    };
    const anna = await traveller(`anna.${unique()}@example.com`);
    const ben = await traveller(`ben.${unique()}@example.com`);
    for (const [who, auth] of [['anna', anna], ['ben', ben], ['anna', anna]] as const) {
      const res = await get('/api/user', { ...GZIP, ...auth });
      expect(res.status).toBe(200);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(jsonOf(res).user.email).toContain(who);
    }
  });

  it('renders a page once for visitors who ask for it at the same moment', async () => {
    const before = renders.slow;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/test/slow')));
    expect(renders.slow - before).toBe(1);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.headers['x-cache'] === 'HIT')).toHaveLength(7);
  });

  it('shows a price edited in the back office on the very next request', async () => {
    const detail = `/api/tours/${tours.private.slug}`;
    const price = async () => jsonOf(await get(detail, GZIP)).priceFrom;
    const old = await price();
    expect((await get(detail, GZIP)).headers['x-cache']).toBe('HIT');
    const cookie = await admin.login();
    const edit = await admin.call('PUT', `/api/admin/tours/${tours.private.id}`, { cookie }, { priceFrom: old + 111, available: true });
    expect(edit.status, edit.text).toBe(200);
    expect(await price()).toBe(old + 111);
  });

  it('keeps nothing longer than its short life, even without an edit', async () => {
    const detail = `/api/tours/${tours.shared.slug}`;
    const price = async () => jsonOf(await get(detail, GZIP)).priceFrom;
    const old = await price();
    await admin.db().updateTable('tours').set({ price_from: old + 7 }).where('id', '=', tours.shared.id).execute();
    expect(await price()).toBe(old);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50));
    expect(await price()).toBe(old + 7);
  });
});
