// Builds the production site for the end-to-end tests (its own folder, port and database).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { e2eEnv, cdnEnv, E2E_BUILD_SECRETS, PHOTO_DESTINATION, E2E_OPERATOR_EMAIL, E2E_OPERATOR_PASSWORD } = require('../tests/e2e/e2eEnv.cjs');
const sharp = require('sharp');
const SQLite = require('better-sqlite3');
const env = { ...process.env, ...e2eEnv };
delete env.DATABASE_URL; // the browser tests run on the embedded default: a fresh SQLite file

fs.rmSync(path.dirname(e2eEnv.DATABASE_FILE), { recursive: true, force: true });
// A 2400×1600 JPEG "photo" (a gradient with noise, like a camera's) for one destination.
fs.rmSync(e2eEnv.SITE_PHOTOS_DIR, { recursive: true, force: true });
fs.mkdirSync(e2eEnv.SITE_PHOTOS_DIR, { recursive: true });
await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#8a6b3f' } })
  .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#f6c28b"/><stop offset="1" stop-color="#5b7f3a"/></linearGradient></defs><rect width="2400" height="1600" fill="url(#g)"/></svg>') }])
  .jpeg({ quality: 85 })
  .toFile(path.join(e2eEnv.SITE_PHOTOS_DIR, `${PHOTO_DESTINATION}.jpg`));

const run = (args, extra = {}) => execFileSync(process.execPath, args, { env: { ...env, ...extra }, stdio: 'inherit' });
run(['node_modules/tsx/dist/cli.mjs', 'server/db/cli.ts', 'setup']);
// The operator of the back-office walks, made the only way an operator can be.
execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/operator.ts', 'add', E2E_OPERATOR_EMAIL, 'E2E Operator'], {
  env: { ...env, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD },
  stdio: 'inherit',
});
run(['node_modules/tsx/dist/cli.mjs', 'scripts/generate-art.ts']);
run(['node_modules/tsx/dist/cli.mjs', 'scripts/generate-fonts.ts']);
// Built with every secret configured, so that tests/e2e/secrets.spec.ts can prove none is baked in.
run(['node_modules/.bin/next', 'build'], E2E_BUILD_SECRETS);

// The CDN build (tests/e2e/assetPrefix.spec.ts): only Next again, over the same art, fonts and
// database (a copy, taken before any server writes to it), with ASSET_PREFIX set. Without a second
// type check (half its time on two cores): the code is the one the build above has just checked.
const started = Date.now();
const source = new SQLite(e2eEnv.DATABASE_FILE, { readonly: true });
await source.backup(cdnEnv.DATABASE_FILE);
source.close();
run(['node_modules/.bin/next', 'build'], { ...cdnEnv, ...E2E_BUILD_SECRETS, E2E_SKIP_TYPECHECK: '1' });
console.log(`The CDN build (ASSET_PREFIX=${cdnEnv.ASSET_PREFIX}) took ${Math.round((Date.now() - started) / 1000)} s`);
