import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PORT, e2eEnv, originFor } from './e2eEnv.cjs';
import { signUpByApi, uniqueEmail } from './accounts';
import { rawRequest } from './rawHttp';

// Someone who sends the site a Host (or X-Forwarded-Host) of their own must never get it back in a
// link: canonical and hreflang URLs, redirects, the sitemap, robots.txt or a mailed reset link
// would otherwise point visitors (or a victim's password reset) at their server.
const EVIL = 'evil.example';
const en = originFor('en');

/** A request with a forged Host and X-Forwarded-Host (a browser cannot send these). */
async function forged(pathname: string, { method = 'GET', body, host = EVIL }: { method?: string; body?: unknown; host?: string } = {}) {
  const res = await rawRequest(pathname, { host, method, body, headers: { 'x-forwarded-host': host } });
  return { status: res.status, location: String(res.headers.location ?? ''), body: res.body };
}

test('pages, the sitemap and robots.txt take their absolute URLs from the configuration', async () => {
  for (const host of [EVIL, `${EVIL}:${PORT}`]) {
    for (const page of ['/', '/tanzania-safari-package/', '/Contact', '/ForgotPassword', '/sitemap.xml', '/robots.txt']) {
      const res = await forged(page, { host });
      expect(res.status, `${host} ${page}`).toBe(200);
      expect(res.body, `${host} ${page}`).not.toContain(EVIL);
      expect(res.body, `${host} ${page}`).toContain(en);
    }
  }
  expect((await forged('/')).body).toMatch(new RegExp(`<link rel="canonical" href="${en}/"`));
});

test('redirects (spec rules, trailing slash, a language prefix, the language switch) point at the configured origins', async () => {
  const cases: [string, string][] = [
    ['/tours', `${en}/tanzania-safari-package/`],
    ['/Contact/', `${en}/Contact`],
    ['/de/Contact', `${originFor('de')}/Contact`],
    ['/About?set-locale=1', `${en}/About`],
    ['/affiliate', `${en}/Affiliate`],
  ];
  for (const [from, to] of cases) {
    const res = await forged(from);
    expect([301, 302, 307, 308], from).toContain(res.status);
    // Next writes a Location on the site's own origin as a bare path: nothing of the forged host either way.
    expect(res.location, from).not.toContain(EVIL);
    expect(res.location.startsWith('/') || res.location.startsWith(to), `${from} → ${res.location}`).toBe(true);
    expect(new URL(res.location, en).toString(), from).toBe(to);
  }
});

test('a password-reset mail asked for with a forged Host links to the real site', async ({ request }) => {
  const email = uniqueEmail('host-probe');
  await signUpByApi(request, { name: 'Host Probe', email });
  const asked = await forged('/api/auth/forgot-password', { method: 'POST', body: { email } });
  expect(asked.status, asked.body).toBe(202);

  const dir = e2eEnv.OUTBOX_DIR;
  const mailTo = () =>
    (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
      .filter((f) => f.endsWith('.eml'))
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .find((m) => m.includes(`To: ${email}`) && m.includes('/ForgotPassword?token='));
  await expect.poll(mailTo, { timeout: 15_000 }).toBeTruthy();
  const mail = mailTo()!;
  expect(mail).not.toContain(EVIL);
  expect(mail).toMatch(new RegExp(`${en}/ForgotPassword\\?token=[A-Za-z0-9_-]+`));
});
