import { config } from 'zod/v4/core';

// Imported first by every module that builds schemas the browser may load, before zod itself
// (tests/unit/zodWithoutEval.test.ts checks each one); not by pages/_app, so that pages without a
// form do not load zod. In the browser zod's object parser would
// otherwise try `new Function` once to see if it may compile itself: the site's CSP (no 'unsafe-eval')
// blocks it and reports a violation, even though zod catches the error and parses without.
// zod's documented config() sets `jitless`; imported from zod's core entry, which is only that
// setting, not the schemas. tests/unit/zodWithoutEval.test.ts fails if it stops working. The server
// keeps the compiled parser.
if (typeof window !== 'undefined') config({ jitless: true });
