// Imported first by pages/_app, before any schema is built. In the browser zod's object parser would
// otherwise try `new Function` once to see if it may compile itself: the site's CSP (no 'unsafe-eval')
// blocks it and reports a violation, even though zod catches the error and parses without.
// zod keeps its settings on globalThis.__zod_globalConfig (zod/v4/core/core.js keeps one that is
// already there), so `jitless` is set there without importing zod: it stays out of every page's
// first load. tests/unit/zodWithoutEval.test.ts fails if zod stops reading it. The server keeps the compiled parser.
if (typeof window !== 'undefined') {
  const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });
}
export {};
