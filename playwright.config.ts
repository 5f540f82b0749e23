import { defineConfig } from '@playwright/test';
import { DECIDED_CONSENT, PESAPAL_PORT, PORT, THIRD_PARTY_PORT, TILE_PORT, e2eEnv, originFor, serverArgs } from './tests/e2e/e2eEnv.cjs';

// Debian's Chromium: no browser download is possible on these machines.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  timeout: 30_000,
  use: {
    baseURL: originFor('en'),
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    // Consent already given on every domain (see e2eEnv.cjs); tests/e2e/consent.spec.ts starts without.
    storageState: DECIDED_CONSENT,
  },
  // The back office changes what the public pages show (an approved review, a tour's price):
  // its specs run once the public site's have finished, which expect the seeded state.
  projects: [
    { name: 'site', testIgnore: /\/admin[^/]*\.spec\.ts$/ },
    { name: 'backoffice', testMatch: /\/admin[^/]*\.spec\.ts$/, dependencies: ['site'] },
  ],
  webServer: [
    {
      // Started as `npm start` starts it (serverArgs, e2eEnv.cjs), and stopped by Playwright itself, by the PID it spawned.
      command: ['node', ...serverArgs(PORT)].join(' '),
      url: `${originFor('en')}/api/health`,
      env: e2eEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The route map's tile server, stood in for on loopback (the build points MAP_TILE_URL here).
      command: `node tests/e2e/tileServer.mjs ${TILE_PORT}`,
      url: `http://127.0.0.1:${TILE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The payment provider, stood in for with the site's test credentials (e2eEnv).
      command: `node scripts/pesapal-standin.mjs --port ${PESAPAL_PORT} --key ${e2eEnv.PESAPAL_CONSUMER_KEY} --secret ${e2eEnv.PESAPAL_CONSUMER_SECRET}`,
      url: `http://127.0.0.1:${PESAPAL_PORT}/__standin/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The third parties behind the consent banner (the build points their URLs here).
      command: `node tests/e2e/thirdPartyServer.mjs ${THIRD_PARTY_PORT}`,
      url: `http://127.0.0.1:${THIRD_PARTY_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
