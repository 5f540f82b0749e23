// One environment for the end-to-end build and the servers that serve it: its own port,
// build folder and database, so a developer's running site is never touched.
const os = require('node:os');
const path = require('node:path');

const PORT = Number(process.env.E2E_PORT || 3100);
const host = (locale) => (locale === 'en' ? 'localhost' : `${locale}.localhost`);
const origins = Object.fromEntries(['en', 'de', 'fr', 'es', 'it', 'pt'].map((l) => [`SITE_ORIGIN_${l.toUpperCase()}`, `http://${host(l)}:${PORT}`]));

const e2eEnv = {
  ...origins,
  NEXT_DIST_DIR: '.next-e2e',
  DATABASE_FILE: process.env.E2E_DATABASE_FILE || path.join(os.tmpdir(), 'safari-e2e', 'site.db'),
  // An operator photo for one destination, made by the build script: proves photos replace artwork.
  SITE_PHOTOS_DIR: path.join(process.cwd(), 'public', 'images', 'e2e-photos'),
  SITE_PHOTOS_URL: '/images/e2e-photos',
  // Mails of the forms sent in the browser tests: .eml files here (no SMTP peer in these tests).
  OUTBOX_DIR: path.join(os.tmpdir(), 'safari-e2e', 'outbox'),
  OUTBOX_POLL_MS: '1000',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
};

/** The destination that gets a real (generated) JPEG photo in the end-to-end build. */
const PHOTO_DESTINATION = 'mikumi';

module.exports = { PORT, e2eEnv, PHOTO_DESTINATION, originFor: (locale) => `http://${host(locale)}:${PORT}` };
