import { expect, test, type APIResponse } from '@playwright/test';
import crypto from 'node:crypto';
import { NON_PAGE_CSP, pageCsp } from '../../config/contentSecurityPolicy';
import { E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, e2eEnv, originFor } from './e2eEnv.cjs';
import { hostOf, rawRequest, type RawAnswer } from './rawHttp';

// The headers a browser acts on, as npm start's server sends them: the page policy built from
// this build's configuration, the empty one on everything else, HSTS only over https.
const en = originFor('en');
const de = originFor('de');
const PAGE_CSP = pageCsp({ env: e2eEnv });
const HSTS = 'max-age=63072000; includeSubDomains';
const PERMISSIONS = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

function expectCommonHeaders(res: APIResponse | RawAnswer, what: string) {
  const h = typeof res.status === 'number' ? (res as RawAnswer).headers : (res as APIResponse).headers();
  expect(h['x-powered-by'], what).toBeUndefined();
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['permissions-policy'], what).toBe(PERMISSIONS);
  expect(h['content-security-policy'], what).toContain("frame-ancestors 'none'");
}

/** The hash, as a CSP source, of each script a page runs inline (JSON data is not run). */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs, body]) => body && !/\bsrc=|type="application\/(ld\+)?json"/.test(attrs))
    .map(([, , body]) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);

test('pages carry the page policy: scripts from the site and the configured third parties only, no inline script, never framed', async ({ request }) => {
  const scriptSrc = PAGE_CSP.split('; ').find((d) => d.startsWith('script-src '));
  // The page runs no inline script (Next's own script tags load it; its data is JSON), and the policy allows none.
  expect(inlineScriptHashes(await (await request.get(`${en}/`)).text())).toEqual([]);
  expect(scriptSrc).toBe(`script-src 'self' http://127.0.0.1:${e2eEnv.ANALYTICS_TAG_URL.split(':')[2].split('/')[0]}`);
  expect(PAGE_CSP).toContain(`img-src 'self' data: blob: ${new URL(e2eEnv.MAP_TILE_URL.replace(/\{.\}/g, '0')).origin}`);
  for (const url of [`${en}/`, `${en}/tanzania-safari-package/`, `${en}/Contact`, `${en}/admin`, `${en}/ForgotPassword`, `${en}/no-such-page`]) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.headers()['content-type'], url).toContain('text/html');
    expectCommonHeaders(res, url);
    expect(res.headers()['content-security-policy'], url).toBe(PAGE_CSP);
    if (res.status() === 200) expect(inlineScriptHashes(await res.text()), url).toEqual([]);
  }
  const german = await rawRequest('/', { host: hostOf(de) });
  expect(german.body).toContain('<html lang="de"');
  expectCommonHeaders(german, 'de /');
  expect(german.headers['content-security-policy']).toBe(PAGE_CSP);
});

test('API answers, build assets and pictures may load nothing and are never framed', async ({ request }) => {
  const html = await (await request.get(`${en}/`)).text();
  const assets = [/\/_next\/static\/chunks\/[^"]+\.js/, /\/_next\/static\/css\/[^"]+\.css/, /\/images\/sized\/[^" ,]+\.webp/].map((re) => html.match(re)?.[0]);
  const answers: [string, APIResponse][] = [];
  for (const path of ['/api/health', '/api/populartours', '/api/populartours', '/api/no-such-endpoint', '/favicon.svg', ...assets]) {
    expect(path, 'the home page links a script, a stylesheet and a picture').toBeTruthy();
    answers.push([`GET ${path}`, await request.get(`${en}${path}`)]);
  }
  answers.push(['DELETE /api/populartours', await request.delete(`${en}/api/populartours`)]);
  answers.push(['POST /api/contact_us', await request.post(`${en}/api/contact_us`, { data: {} })]);
  for (const [what, res] of answers) {
    expectCommonHeaders(res, what);
    expect(res.headers()['content-security-policy'], what).toBe(NON_PAGE_CSP);
  }
  expect(answers.map(([, r]) => r.status())).toContain(405);
});

test('redirects carry the headers too, and nothing anywhere says which server runs the site', async ({ request }) => {
  for (const path of ['/tours', '/About/', '/de/About', '/?set-locale=1']) {
    const res = await request.get(`${en}${path}`, { maxRedirects: 0 });
    expect([301, 302], path).toContain(res.status());
    expect(res.headers()['x-powered-by'], path).toBeUndefined();
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test.describe('HSTS: only on answers that went out over https', () => {
  // The proxy in front says how the visitor came (X-Forwarded-Proto); a browser ignores HSTS sent over plain http.
  const https = { 'x-forwarded-proto': 'https' };

  test('absent on plain http, present when the proxy says https, on pages, APIs, build files and pictures alike', async ({ request }) => {
    const script = (await (await request.get(`${en}/`)).text()).match(/\/_next\/static\/chunks\/[^"]+\.js/)?.[0];
    expect(script).toBeTruthy();
    for (const path of ['/', '/Contact', '/api/health', '/favicon.svg', script!, '/Our-Team', '/Our-Team']) {
      expect((await request.get(`${en}${path}`)).headers()['strict-transport-security'], path).toBeUndefined();
      expect((await request.get(`${en}${path}`, { headers: { 'x-forwarded-proto': 'http' } })).headers()['strict-transport-security'], path).toBeUndefined();
      expect((await request.get(`${en}${path}`, { headers: https })).headers()['strict-transport-security'], path).toBe(HSTS);
    }
  });
});

test.describe('cookies the server sets', () => {
  const cookie = (res: RawAnswer, name: string) => [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${name}=`)) ?? '';
  const https = { 'x-forwarded-proto': 'https' };

  test('the language cookie: HttpOnly (no script reads it), SameSite=Lax, Secure over https', async () => {
    const plain = cookie(await rawRequest('/About?set-locale=1', { host: hostOf(de) }), 'NEXT_LOCALE');
    expect(plain).toMatch(/^NEXT_LOCALE=de; /);
    expect(plain).toContain('HttpOnly');
    expect(plain.toLowerCase()).toContain('samesite=lax');
    expect(plain).not.toContain('Secure');
    expect(cookie(await rawRequest('/About?set-locale=1', { host: hostOf(de), headers: https }), 'NEXT_LOCALE')).toContain('Secure');
  });

  test('the wishlist cookie: SameSite=Lax, Secure over https (not HttpOnly: the page script writes it too)', async ({ request }) => {
    const tour = (await (await request.get(`${en}/api/tourList`)).json()).tours[0];
    const path = `/Wishlists?add=${tour.slug}`;
    expect(cookie(await rawRequest(path, { host: hostOf(en) }), 'wishlist')).toMatch(/^wishlist=[a-z0-9-]+; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(cookie(await rawRequest(path, { host: hostOf(en), headers: https }), 'wishlist')).toMatch(/; SameSite=Lax; Secure$/);
  });

  test('the back-office session: HttpOnly, SameSite=Strict, Secure over https', async () => {
    const login = (headers: Record<string, string> = {}) =>
      rawRequest('/api/admin/login', { host: hostOf(en), method: 'POST', headers: { origin: en, ...headers }, body: { email: E2E_OPERATOR_EMAIL, password: E2E_OPERATOR_PASSWORD } });
    const plain = cookie(await login(), 'admin_session');
    expect(plain).toMatch(/^admin_session=[A-Za-z0-9_-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    expect(cookie(await login(https), 'admin_session')).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });
});
