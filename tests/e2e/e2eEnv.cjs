// One environment for the end-to-end build and the servers that serve it: its own port,
// build folder, database and mail folder, so a developer's running site is never touched.
// Every one of them can be moved (E2E_PORT, E2E_DIST_DIR, E2E_WORK_DIR) so that two runs
// on one machine never share a port or a file; the defaults live inside this checkout.
const path = require('node:path');
const { generousLimitEnv } = require('../../config/rateLimits');

const PORT = Number(process.env.E2E_PORT || 3100);
/** The map tile stand-in (tests/e2e/tileServer.mjs), started beside the site by Playwright. */
const TILE_PORT = Number(process.env.E2E_TILE_PORT || PORT + 1);
/** The Pesapal stand-in (scripts/pesapal-standin.mjs): the site's payment provider in the browser tests. */
const PESAPAL_PORT = Number(process.env.E2E_PESAPAL_PORT || PORT + 2);
/** The third parties' stand-in (tests/e2e/thirdPartyServer.mjs): what loads after consent. */
const THIRD_PARTY_PORT = Number(process.env.E2E_THIRD_PARTY_PORT || PORT + 3);
const thirdParty = (file) => `http://127.0.0.1:${THIRD_PARTY_PORT}/${file}`;
/** The CDN walk (tests/e2e/assetPrefix.spec.ts): the second build's own site, and the origin that serves its /_next/static. */
const CDN_SITE_PORT = Number(process.env.E2E_CDN_SITE_PORT || PORT + 4);
const CDN_ASSET_PORT = Number(process.env.E2E_CDN_ASSET_PORT || PORT + 5);
// The German API host of that build (API_HOST_DE): another instance of it, on an origin of its own.
const CDN_API_PORT = Number(process.env.E2E_CDN_API_PORT || PORT + 6);
/** The back-office operator the build script creates (scripts/operator.ts), for the admin walks. */
const E2E_OPERATOR_EMAIL = 'e2e.operator@twiga.example';
const E2E_OPERATOR_PASSWORD = 'e2e-operator-password-2026';
/**
 * A distinctive value for every server secret (those .env.example marks "Secret: yes"): the build
 * and the server are given them, and tests/e2e/secrets.spec.ts finds none in what a browser can
 * download. The Pesapal pair is also what the stand-in accepts.
 */
const E2E_SECRETS = {
  PESAPAL_CONSUMER_KEY: 'e2e-pesapal-key-k3Yq8TzW',
  PESAPAL_CONSUMER_SECRET: 'e2e-pesapal-secret-R7vN2pXc',
  BOOKING_LINK_SECRET: 'e2e-booking-link-secret-H4mQ9sLd',
  FORM_TOKEN_SECRET: 'e2e-form-token-secret-W8cJ5nBe',
};
/** Secrets only the build is given: a server with this SMTP_URL would send its mail nowhere. */
const E2E_BUILD_SECRETS = {
  SMTP_URL: 'smtp://e2e-mailer:e2e-smtp-password-T6gV1rKa@127.0.0.1:9/',
  OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD,
};
const WORK_DIR = path.resolve(process.env.E2E_WORK_DIR || path.join(process.cwd(), '.e2e-work'));
const host = (locale) => (locale === 'en' ? 'localhost' : `${locale}.localhost`);
const originsAt = (port) => Object.fromEntries(['en', 'de', 'fr', 'es', 'it', 'pt'].map((l) => [`SITE_ORIGIN_${l.toUpperCase()}`, `http://${host(l)}:${port}`]));

const e2eEnv = {
  ...originsAt(PORT),
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-e2e',
  DATABASE_FILE: path.join(WORK_DIR, 'site.db'),
  // An operator photo for one destination, made by the build script: proves photos replace artwork.
  SITE_PHOTOS_DIR: path.join(process.cwd(), 'public', 'images', 'e2e-photos'),
  SITE_PHOTOS_URL: '/images/e2e-photos',
  // Mails of the forms sent in the browser tests: .eml files here (no SMTP peer in these tests).
  OUTBOX_DIR: path.join(WORK_DIR, 'outbox'),
  OUTBOX_POLL_MS: '1000',
  // Every browser test comes from 127.0.0.1, the back-office walks as one operator: every rate
  // limit raised far above the suite's pace. The limits themselves are tested in tests/api/rateLimits.test.ts.
  ...generousLimitEnv(),
  // As behind the operator's proxy: X-Forwarded-Proto says whether the visitor came over https
  // (HSTS, Secure cookies; tests/e2e/securityHeaders.spec.ts). Nothing here sends X-Forwarded-For.
  TRUST_PROXY: '1',
  // The walks send many forms as the same few travellers: room for all their acknowledgements
  // (the per-recipient and hourly caps themselves are tested in tests/api/mailAbuse.test.ts).
  ACK_MAILS_PER_RECIPIENT_PER_DAY: '1000',
  ACK_MAILS_PER_HOUR: '100000',
  MAP_TILE_URL: `http://127.0.0.1:${TILE_PORT}/{z}/{x}/{y}.png`,
  MAP_TILE_ATTRIBUTION: '© Test tiles',
  // Online payment goes to the stand-in, whose hosted page the browser tests click through.
  PESAPAL_BASE_URL: `http://127.0.0.1:${PESAPAL_PORT}/pesapalv3`,
  ...E2E_SECRETS,
  // Every third party, each on the stand-in; the recorder's id goes into its URL's {id}.
  ADS_PIXEL_URL: thirdParty('ads-pixel.js'),
  ADS_PIXEL_ID: 'px-e2e',
  SESSION_RECORDER_URL: thirdParty('session-recorder.js?site={id}'),
  SESSION_RECORDER_SITE_ID: 'rec-e2e',
  LIVE_CHAT_URL: thirdParty('live-chat.js'),
  OVERLAY_SCRIPT_URL: thirdParty('overlay.js'),
  ANALYTICS_TAG_URL: thirdParty('analytics.js'),
  ...Object.fromEntries(['en', 'de', 'fr', 'es', 'it', 'pt'].map((l) => [`ANALYTICS_TAG_${l.toUpperCase()}`, `G-E2E-${l.toUpperCase()}`])),
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
};

/**
 * The CDN build: the same as the one above but for where its files come from (ASSET_PREFIX) and,
 * since its server cannot share the first one's port, the port of its language origins (baked into
 * the build, as they would be on the operator's). Its own folder, and its own copy of the database
 * (made by the build script), so that the other specs' writes never reach it.
 */
const CDN_ASSET_ORIGIN = `http://127.0.0.1:${CDN_ASSET_PORT}`;
const CDN_API_ORIGIN = `http://127.0.0.1:${CDN_API_PORT}`;
const cdnEnv = {
  ...e2eEnv,
  ...originsAt(CDN_SITE_PORT),
  NEXT_DIST_DIR: `${e2eEnv.NEXT_DIST_DIR}-cdn`,
  DATABASE_FILE: path.join(WORK_DIR, 'cdn-site.db'),
  ASSET_PREFIX: CDN_ASSET_ORIGIN,
  // The German pages call their API there, across origins (CORS), as on api.de.<domain>.
  API_HOST_DE: CDN_API_ORIGIN,
};

/**
 * A browser that has already answered the consent banner (rejecting all), on every domain: the
 * default of the browser tests, so the banner covers nothing they click. The consent tests
 * start without it.
 */
const DECIDED_CONSENT = {
  cookies: ['en', 'de', 'fr', 'es', 'it', 'pt'].map((l) => ({
    name: 'consent',
    value: 'v=1&analytics=0&marketing=0&chat=0',
    domain: host(l),
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: /** @type {const} */ ('Lax'),
  })),
  origins: [],
};

/**
 * The arguments to node that start a production server of the build on a port, as `npm start`
 * starts one (`next start`, through its npm binary link): playwright.config.ts's webServer, and the
 * specs that start more instances the same way.
 * A long keep-alive: an idle connection the test client reuses is never closed under it (ECONNRESET).
 * @param {number} port
 */
const serverArgs = (port) => ['node_modules/.bin/next', 'start', '-p', String(port), '--keepAliveTimeout', '65000'];

/** The destination that gets a real (generated) JPEG photo in the end-to-end build. */
const PHOTO_DESTINATION = 'mikumi';

/** A language's origin on the site's server, or (given its port) on another server of the e2e builds. */
const originFor = (locale, port = PORT) => `http://${host(locale)}:${port}`;

module.exports = { serverArgs, E2E_SECRETS, E2E_BUILD_SECRETS, PORT, TILE_PORT, PESAPAL_PORT, THIRD_PARTY_PORT, CDN_SITE_PORT, CDN_ASSET_PORT, CDN_ASSET_ORIGIN, CDN_API_PORT, CDN_API_ORIGIN, DECIDED_CONSENT, WORK_DIR, e2eEnv, cdnEnv, PHOTO_DESTINATION, E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD, originFor };
