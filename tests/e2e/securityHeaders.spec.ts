import { expect, test, type APIResponse } from '@playwright/test';
import { NON_PAGE_CSP, pageCsp } from '../../config/contentSecurityPolicy';
import { e2eEnv, originFor } from './e2eEnv.cjs';

// The headers a browser acts on, as npm start's server sends them: the page policy built from
// this build's configuration, the empty one on everything else, HSTS only over https.
const en = originFor('en');
const de = originFor('de');
const PAGE_CSP = pageCsp({ env: e2eEnv });
const HSTS = 'max-age=63072000; includeSubDomains';
const PERMISSIONS = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

function expectCommonHeaders(res: APIResponse, what: string) {
  const h = res.headers();
  expect(h['x-powered-by'], what).toBeUndefined();
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['permissions-policy'], what).toBe(PERMISSIONS);
  expect(h['content-security-policy'], what).toContain("frame-ancestors 'none'");
}

test('pages carry the page policy: scripts from the site and the configured third parties only, nothing inline, never framed', async ({ request }) => {
  const scriptSrc = PAGE_CSP.split('; ').find((d) => d.startsWith('script-src '));
  expect(scriptSrc).toBe(`script-src 'self' http://127.0.0.1:${e2eEnv.ANALYTICS_TAG_URL.split(':')[2].split('/')[0]}`);
  expect(PAGE_CSP).toContain(`img-src 'self' data: blob: ${new URL(e2eEnv.MAP_TILE_URL.replace(/\{.\}/g, '0')).origin}`);
  for (const url of [`${en}/`, `${de}/`, `${en}/tanzania-safari-package/`, `${en}/Contact`, `${en}/admin`, `${en}/ForgotPassword`, `${en}/no-such-page`]) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.headers()['content-type'], url).toContain('text/html');
    expectCommonHeaders(res, url);
    expect(res.headers()['content-security-policy'], url).toBe(PAGE_CSP);
  }
  // A repeat from the front cache is the same answer.
  expect((await request.get(`${en}/About`)).headers()['content-security-policy']).toBe(PAGE_CSP);
  const again = await request.get(`${en}/About`);
  expect(again.headers()['x-cache']).toBe('HIT');
  expect(again.headers()['content-security-policy']).toBe(PAGE_CSP);
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
  // The e2e server runs as behind the operator's proxy (TRUST_PROXY=1): X-Forwarded-Proto says how the visitor came.
  const https = { 'x-forwarded-proto': 'https' };

  test('absent on plain http, present when the proxy says https, on pages, APIs and assets alike', async ({ request }) => {
    for (const path of ['/', '/Contact', '/api/health', '/favicon.svg']) {
      expect((await request.get(`${en}${path}`)).headers()['strict-transport-security'], path).toBeUndefined();
      expect((await request.get(`${en}${path}`, { headers: { 'x-forwarded-proto': 'http' } })).headers()['strict-transport-security'], path).toBeUndefined();
      expect((await request.get(`${en}${path}`, { headers: https })).headers()['strict-transport-security'], path).toBe(HSTS);
    }
  });

  test('a page kept by the front cache gets it per request, never replayed from whoever asked first', async ({ request }) => {
    const path = `${de}/Our-Team`;
    const first = await request.get(path, { headers: https });
    expect(first.headers()['strict-transport-security']).toBe(HSTS);
    const plain = await request.get(path);
    expect(plain.headers()['x-cache']).toBe('HIT');
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    const secure = await request.get(path, { headers: https });
    expect(secure.headers()['x-cache']).toBe('HIT');
    expect(secure.headers()['strict-transport-security']).toBe(HSTS);
  });
});

test.describe('cookies the server sets', () => {
  const cookie = (res: APIResponse, name: string) => res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${name}=`))?.value ?? '';

  test('the language cookie: HttpOnly (no script reads it), SameSite=Lax, Secure over https', async ({ request }) => {
    const plain = cookie(await request.get(`${de}/About?set-locale=1`, { maxRedirects: 0 }), 'NEXT_LOCALE');
    expect(plain).toMatch(/^NEXT_LOCALE=de; /);
    expect(plain).toContain('HttpOnly');
    expect(plain.toLowerCase()).toContain('samesite=lax');
    expect(plain).not.toContain('Secure');
    expect(cookie(await request.get(`${de}/About?set-locale=1`, { maxRedirects: 0, headers: { 'x-forwarded-proto': 'https' } }), 'NEXT_LOCALE')).toContain('Secure');
  });

  test('the wishlist cookie: SameSite=Lax, Secure over https, readable by the page that writes it too', async ({ request }) => {
    const tour = (await (await request.get(`${en}/api/tourList`)).json()).tours[0];
    const path = `${en}/Wishlists?add=${tour.slug}`;
    const plain = cookie(await request.get(path, { maxRedirects: 0 }), 'wishlist');
    expect(plain).toMatch(/^wishlist=[a-z0-9-]+; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(cookie(await request.get(path, { maxRedirects: 0, headers: { 'x-forwarded-proto': 'https' } }), 'wishlist')).toMatch(/; Secure$/);
  });
});
