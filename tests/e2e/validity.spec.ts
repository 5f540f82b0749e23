import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { originFor } from './e2eEnv.cjs';
import { SPEC_ROUTES } from './specRoutes';
import { hydrated } from './hydrated';

// The spec's routes in English and German, as served and as shown: the Nu HTML Checker (vnu.jar,
// run by Debian's Java) finds no error in the HTML a crawler or browser receives, and axe finds
// no accessibility violation in the hydrated page.

const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number };

/** The Nu checker's errors over files, in one Java start (it takes seconds; a page takes milliseconds). */
function vnuErrors(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--stdout', '--exit-zero-always', ...files], { maxBuffer: 64 * 1024 * 1024 }, (err, stdout) => {
      if (err) return reject(err);
      resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages.filter((m) => m.type === 'error' || m.subType === 'fatal'));
    });
  });
}

for (const locale of ['en', 'de']) {
  test(`${locale}: the Nu HTML Checker finds no error on any of the spec's routes`, async ({ page }) => {
    test.setTimeout(180_000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vnu-${locale}-`));
    const names = new Map<string, string>();
    try {
      for (const [i, route] of SPEC_ROUTES.entries()) {
        // The HTML as served, fetched by the browser (the runner's own client cannot resolve *.localhost).
        const res = (await page.goto(`${originFor(locale)}${route}`))!;
        expect(res.status(), route).toBeLessThan(400);
        const file = path.join(dir, `page-${i}.html`);
        fs.writeFileSync(file, await res.text());
        names.set(`file:${file}`, route);
      }
      const errors = (await vnuErrors([...names.keys()].map((u) => u.slice('file:'.length)))).map(
        (m) => `${names.get(m.url) ?? m.url}${m.lastLine ? `:${m.lastLine}` : ''} ${m.message} ${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 120)}`,
      );
      expect(errors).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test.describe(`${locale}: axe finds no violation`, () => {
    // And the page every wrong address shows (walked: its big "404" at 2.3:1).
    for (const route of [...SPEC_ROUTES, '/no-such-page']) {
      test(route, async ({ page }) => {
        test.setTimeout(60_000); // axe over a whole page takes 10-30 s on a busy 2-core machine
        await page.goto(`${originFor(locale)}${route}`);
        await hydrated(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      });
    }
  });
}
