import { expect, test } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';

// Build assets and pictures are answered by Next's static file server, which next.config.js's
// headers() never reaches: the server `npm start` runs sets them on every answer.
const en = originFor('en');

test('build assets and pictures carry the same security headers as the pages', async ({ request }) => {
  const html = await (await request.get(`${en}/`)).text();
  const script = html.match(/\/_next\/static\/chunks\/[^"]+\.js/)?.[0];
  const css = html.match(/\/_next\/static\/css\/[^"]+\.css/)?.[0];
  const picture = html.match(/\/images\/sized\/[^" ,]+\.webp/)?.[0];
  for (const path of [script, css, picture]) {
    expect(path, 'the home page links a script, a stylesheet and a picture').toBeTruthy();
    const res = await request.get(`${en}${path}`);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(res.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(res.headers()['x-frame-options'], path).toBe('DENY');
  }
});

test('a page with its own rule keeps it: the password-reset page sends no referrer', async ({ request }) => {
  const res = await request.get(`${en}/ForgotPassword`);
  expect(res.headers()['referrer-policy']).toBe('no-referrer');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
});

// Walked by a crawler on 30 Nov: /favicon.ico (asked for without reading the page) was a 404 page.
test('/favicon.ico is an icon on every domain', async ({ page }) => {
  for (const locale of ['en', 'de']) {
    // Through the browser: Node cannot resolve de.localhost; Chromium can.
    const res = (await page.goto(`${originFor(locale)}/favicon.ico`))!;
    expect(res.status(), locale).toBe(200);
    expect(res.headers()['content-type'], locale).toMatch(/^image\//);
    const body = await res.body();
    expect([body.readUInt16LE(0), body.readUInt16LE(2)], 'an ICO file').toEqual([0, 1]);
  }
});
