// Builds the production site for the end-to-end tests (its own folder, port and database).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const { e2eEnv } = createRequire(import.meta.url)('../tests/e2e/e2eEnv.cjs');
const env = { ...process.env, ...e2eEnv };
delete env.DATABASE_URL; // the browser tests run on the embedded default: a fresh SQLite file

fs.rmSync(path.dirname(e2eEnv.DATABASE_FILE), { recursive: true, force: true });
const run = (args) => execFileSync(process.execPath, args, { env, stdio: 'inherit' });
run(['node_modules/tsx/dist/cli.mjs', 'server/db/cli.ts', 'setup']);
run(['node_modules/tsx/dist/cli.mjs', 'scripts/generate-art.ts']);
run(['node_modules/next/dist/bin/next', 'build']);
