import { expect, test } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';

// The server as `npm start` runs it: repeat views come from the front cache (front/), per host.
// Node's resolver (unlike Chromium's) does not know *.localhost: connect to the English origin, name the host.
const en = originFor('en');
const as = (locale: string) => ({ host: new URL(originFor(locale)).host, 'accept-encoding': 'gzip' });

test('a repeat view of a page comes from memory, compressed, and each language keeps its own page', async ({ request }) => {
  for (const locale of ['en', 'de', 'en', 'de']) await request.get(`${en}/`, { headers: as(locale) });
  const english = await request.get(`${en}/`, { headers: as('en') });
  const german = await request.get(`${en}/`, { headers: as('de') });
  for (const res of [english, german]) {
    expect(res.status()).toBe(200);
    expect(res.headers()['x-cache']).toBe('HIT');
    expect(res.headers()['content-encoding']).toBe('gzip');
  }
  expect(await english.text()).toContain('<html lang="en"');
  expect(await german.text()).toContain('<html lang="de"');
});

test('the language choice still sets its cookie and the spec redirects still answer, even for a page in memory', async ({ request }) => {
  await request.get(`${en}/About`, { headers: as('de') });
  const chosen = await request.get(`${en}/About?set-locale=1`, { headers: as('de'), maxRedirects: 0 });
  expect(chosen.status()).toBe(302);
  expect(chosen.headers()['set-cookie']).toContain('NEXT_LOCALE=de');
  const renamed = await request.get(`${en}/tours/`, { headers: as('de'), maxRedirects: 0 });
  expect(renamed.status()).toBe(301);
  expect(renamed.headers()['location']).toMatch(/\/tanzania-safari-package\/$/);
  const put = await request.fetch(`${en}/About`, { method: 'PUT', headers: as('de') });
  expect(put.status()).toBe(405);
});
