import path from 'node:path';
import { defineConfig } from 'vitest/config';
import rateLimits from './config/rateLimits.js';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // API tests create their own databases; two files at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Every test request comes from 127.0.0.1: no rate limit is met by accident. The limits'
    // own tests set small ones (tests/api/rateLimits.test.ts).
    // The site-wide hourly cap of acknowledgements too: the bursts send hundreds of forms (the cap's
    // own tests set theirs, tests/api/mailAbuse.test.ts).
    env: { ...rateLimits.generousLimitEnv(), ACK_MAILS_PER_HOUR: '100000' },
  },
});
