// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// The site's CSP has no 'unsafe-eval': a browser reports every `new Function` as a violation, even
// one whose error is caught. Forms validate with zod, which would try one to compile its parser.
it('in the browser, form schemas are built and run without ever calling new Function (the schema brings the setting with it)', async () => {
  const calls: unknown[][] = [];
  const original = globalThis.Function;
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      calls.push(args);
      return Reflect.construct(target, args);
    },
  });
  try {
    const { loginSchema } = await import('@/lib/auth/schemas');
    expect(loginSchema.safeParse({ email: 'neema@example.org', password: 'x' }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'not an address', password: '' }).success).toBe(false);
  } finally {
    globalThis.Function = original;
  }
  expect(calls).toEqual([]);
});

it('every module the browser may load that builds schemas makes zod jitless before importing it', () => {
  const root = path.resolve(__dirname, '../..');
  const files = ['lib', 'components', 'store', 'services'].flatMap((dir) => fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)));
  const building = files.filter((f) => /\.tsx?$/.test(f) && /^import \{[^}]*\bz\b[^}]*\} from 'zod';$/m.test(fs.readFileSync(path.join(root, f), 'utf8')));
  expect(building.length).toBeGreaterThan(5);
  for (const f of building) {
    const firstImport = fs.readFileSync(path.join(root, f), 'utf8').match(/^import .*$/m)?.[0];
    expect(firstImport, f).toBe("import '@/lib/validation/zodWithoutEval';");
  }
});
