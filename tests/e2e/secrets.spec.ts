import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readEnvExample } from '../helpers/envExample';
import { E2E_BUILD_SECRETS, E2E_SECRETS, e2eEnv, originFor } from './e2eEnv.cjs';
import { SPEC_ROUTES } from './specRoutes';

// The end-to-end build is made with a distinctive value for every server secret (e2eEnv.cjs,
// scripts/build-e2e.mjs). None may reach anything a browser can download: the client chunks, the
// pre-rendered pages and their data, or the HTML the server renders.

/** Secrets .env.example lists that this build cannot be given, and why. */
const NOT_IN_THIS_BUILD: Record<string, string> = {
  DATABASE_URL: 'the browser tests run on a fresh SQLite file: a postgres URL would switch the whole build to PostgreSQL',
  REDIS_URL: 'the browser tests keep their rate-limit counters in memory',
};

const configured: Record<string, string> = { ...E2E_SECRETS, ...E2E_BUILD_SECRETS };

/** What to look for: each value, and the password inside a URL-shaped one (smtp://user:password@…). */
const needles = Object.entries(configured).flatMap(([name, value]) => {
  const password = /^[a-z]+:\/\//.test(value) ? decodeURIComponent(new URL(value).password) : '';
  return [{ name, value }, ...(password ? [{ name: `${name} (password)`, value: password }] : [])];
});

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)).filter((f) => fs.statSync(f).isFile() && keep(f));
}

/** Each needle found in the text, as "NAME in where". */
const leaksIn = (text: string, where: string) => needles.filter((n) => text.includes(n.value)).map((n) => `${n.name} in ${where}`);

test('every secret .env.example lists is configured in this build (or says why it cannot be)', () => {
  const secrets = readEnvExample().filter((v) => v.secret && !v.testOnly).map((v) => v.name);
  expect(secrets.length).toBeGreaterThan(4);
  expect(secrets.filter((name) => !(name in configured) && !(name in NOT_IN_THIS_BUILD))).toEqual([]);
  // The build is really given them (a renamed variable here would silently check nothing).
  for (const [name, value] of Object.entries(E2E_SECRETS)) expect((e2eEnv as Record<string, string>)[name], name).toBe(value);
});

test('no secret in any client chunk, pre-rendered page or page data of the build', () => {
  const dist = path.resolve(e2eEnv.NEXT_DIST_DIR);
  // Everything under static/ is served as is to browsers; the pre-rendered HTML and JSON under
  // server/pages are served as pages and as the data of client-side navigations.
  const files = [
    ...filesUnder(path.join(dist, 'static'), () => true),
    ...filesUnder(path.join(dist, 'server', 'pages'), (f) => /\.(html|json|rsc)$/.test(f)),
  ];
  expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(20);
  expect(files.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(20);
  const leaks = files.flatMap((f) => leaksIn(fs.readFileSync(f, 'latin1'), path.relative(dist, f)));
  expect(leaks).toEqual([]);
});

test('no secret in the HTML the server renders, on every route in English and German', async ({ page }) => {
  test.setTimeout(240_000);
  const leaks: string[] = [];
  for (const locale of ['en', 'de'] as const) {
    for (const route of [...SPEC_ROUTES, '/admin']) {
      // Through the browser: it resolves de.localhost; the document as served, before any script runs.
      const res = await page.goto(`${originFor(locale)}${route}`, { waitUntil: 'commit' });
      expect(res?.status(), `${locale} ${route}`).toBeLessThan(500);
      leaks.push(...leaksIn(await res!.text(), `${locale} ${route}`));
    }
  }
  expect(leaks).toEqual([]);
});
