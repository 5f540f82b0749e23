// @vitest-environment jsdom
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
