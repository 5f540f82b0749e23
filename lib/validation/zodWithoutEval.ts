import { z } from 'zod';

// Imported first by pages/_app, before any schema is built. In the browser zod's object parser would
// otherwise try `new Function` once to see if it may compile itself: the site's CSP (no 'unsafe-eval')
// blocks it and reports a violation, even though zod catches the error and parses without.
// The server keeps the compiled parser.
if (typeof window !== 'undefined') z.config({ jitless: true });
