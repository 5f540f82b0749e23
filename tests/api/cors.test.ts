import { describe, expect, it } from 'vitest';
import * as departuresRoute from '@/pages/api/departures';
import * as quoteRoute from '@/pages/api/requestquote';
import * as latestRoute from '@/pages/api/latestblog';
import { siteOrigin } from '@/lib/i18n/origins';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';

// A language's API on a host of its own (API_HOST_DE=https://api.de.example.com) is another
// origin for the German pages: its answers carry CORS for the site's six origins and no other.
describe.each(engines())('CORS on the API, on %s', (engine) => {
  const seeded = useSeededApi(engine, { '/api/departures': departuresRoute, '/api/requestquote': quoteRoute, '/api/latestblog': latestRoute });
  const german = siteOrigin('de');
  const preflight = (path: string, origin: string, method = 'POST') =>
    seeded.api().request(path, { method: 'OPTIONS', host: 'api.de.localhost:3000', headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type,idempotency-key,x-locale' } });

  it('answers a preflight from the German site with its origin, the route’s methods, the site’s headers and credentials', async () => {
    const res = await preflight('/api/requestquote', german);
    expect(res.status).toBe(204);
    expect(res.headers).toMatchObject({ 'access-control-allow-origin': german, 'access-control-allow-credentials': 'true', 'access-control-allow-methods': 'POST' });
    const headers = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    expect(headers).toEqual(expect.arrayContaining(['authorization', 'idempotency-key', 'content-type', 'x-locale']));
    expect(String(res.headers.vary)).toMatch(/Origin/);
  });

  it('a request from each of the six origins gets its own origin back; the answer varies by Origin', async () => {
    for (const locale of ['en', 'de', 'fr', 'es', 'it', 'pt'] as const) {
      const res = await seeded.api().request('/api/departures?limit=1', { headers: { origin: siteOrigin(locale), 'x-locale': locale } });
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(siteOrigin(locale));
      expect(String(res.headers.vary)).toMatch(/Origin/);
    }
  });

  it('a shared read names both Origin and X-Locale in Vary, so no cache hands one origin’s answer to another', async () => {
    const res = await seeded.api().request('/api/latestblog', { headers: { origin: german, 'x-locale': 'de' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/s-maxage/);
    expect(String(res.headers.vary)).toMatch(/Origin/);
    expect(String(res.headers.vary)).toMatch(/X-Locale/);
  });

  it('another origin gets no CORS header at all, preflight or request', async () => {
    for (const origin of ['https://evil.example', 'http://de.localhost:3000.evil.example', 'null']) {
      const pre = await preflight('/api/requestquote', origin);
      expect(pre.status).toBe(405);
      const get = await seeded.api().request('/api/departures?limit=1', { headers: { origin } });
      for (const res of [pre, get]) {
        expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
      }
    }
  });
});
