import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseBadApiPath } from '@/front/apiPathGuard.mjs';
import { translate, type Messages } from '@/lib/i18n/translate';
import deJson from '@/locales/de.json';
import { send } from '../helpers/httpSend';

// Issue 24, item 21: a broken escape or a dot segment in an /api/ path got Next's HTML 400 or 404
// page. npm start's server (front/serve.mjs) now answers them itself with the API's JSON error;
// here the guard in front of a stand-in for Next that says which requests reached it.

const de = deJson as unknown as Messages;

describe('API paths Next cannot read', () => {
  let server: http.Server;
  let port = 0;
  const reachedNext: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (refuseBadApiPath(req, res)) return;
      reachedNext.push(req.url!);
      res.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answer 400 or 404 in the JSON error shape and the domain\'s language; every other path goes on to Next', async () => {
    const cases: [string, number, string, string][] = [
      ['/api/tours/%E0%A4%A', 400, 'bad_request', 'api.badPath'],
      ['/api/%zz?x=1', 400, 'bad_request', 'api.badPath'],
      ['/api/%2e%2e/Privacy', 404, 'not_found', 'api.notFound'],
      ['/api/tours/%2E%2e', 404, 'not_found', 'api.notFound'],
      ['/api/./tourList', 404, 'not_found', 'api.notFound'],
    ];
    for (const [path, status, code, key] of cases) {
      const res = await send(port, path, { host: 'de.localhost:3000' });
      expect(res.status, path).toBe(status);
      expect(res.headers['content-type'], path).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.json(), path).toEqual({ error: { code, message: translate(de, key) } });
    }
    for (const path of ['/api/tourList?q=%E0%A4%A', '/api/tours/serengeti-5-days', '/trip/%E0%A4%A', '/api/tours/a..b']) expect((await send(port, path, {})).text, path).toBe('next');
    expect(reachedNext).toEqual(['/api/tourList?q=%E0%A4%A', '/api/tours/serengeti-5-days', '/trip/%E0%A4%A', '/api/tours/a..b']);
  });
});
