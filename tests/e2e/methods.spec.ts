import { expect, test } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { t } from './strings';

// Node's resolver (unlike Chromium's) does not know *.localhost: connect to the English origin, name the host.
const en = originFor('en');
const as = (locale: string) => ({ host: new URL(originFor(locale)).host });

// Pages are only read: any other method gets 405 with the methods a page takes, never a 500
// (TRACE used to crash the middleware) nor a page rendered for a PUT.
const PAGES = ['/', '/About', '/Quote', '/Review', '/Search', '/tanzania-safari-package/', '/tanzania-safari-package/zanzibar', '/trip/no-such-tour', '/sitemap.xml', '/robots.txt', '/no-such-page'];
const METHODS = ['TRACE', 'PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS', 'PROPFIND'];

for (const locale of ['en', 'de']) {
  test(`pages on the ${locale} site answer other methods than GET and HEAD with 405 and Allow`, async ({ request }) => {
    for (const path of PAGES) {
      for (const method of METHODS) {
        const res = await request.fetch(en + path, { method, headers: as(locale), maxRedirects: 0 });
        expect(res.status(), `${method} ${path}`).toBe(405);
        expect(res.headers()['allow'], `${method} ${path}`).toBe('GET, HEAD');
      }
      const head = await request.head(en + path, { headers: as(locale), maxRedirects: 0 });
      expect(head.status(), `HEAD ${path}`).toBe(path.startsWith('/no-such') || path.startsWith('/trip/') ? 404 : 200);
    }
  });
}

test('TRACE on a page says so in the language of the site', async ({ request }) => {
  const res = await request.fetch(`${en}/About`, { method: 'TRACE', headers: as('de') });
  expect(res.status()).toBe(405);
  const html = await res.text();
  expect(html).toContain(t('de', 'api.methodNotAllowed'));
  expect(html).not.toContain(t('en', 'api.methodNotAllowed'));
});

test('API routes answer TRACE and unknown methods with 405, Allow and a JSON error', async ({ request }) => {
  for (const [path, allow] of [['/api/requestquote', 'POST'], ['/api/populartours', 'GET, HEAD'], ['/api/no-such-route', 'GET, POST, PUT, PATCH, DELETE, HEAD']]) {
    for (const method of ['TRACE', 'PROPFIND']) {
      const res = await request.fetch(en + path, { method, headers: as('de') });
      expect(res.status(), `${method} ${path}`).toBe(405);
      expect(res.headers()['allow'], `${method} ${path}`).toBe(allow);
      const { error } = await res.json();
      expect(error.code).toBe('method_not_allowed');
      expect(error.message).toBe(t('de', 'api.methodNotAllowed'));
    }
  }
});
