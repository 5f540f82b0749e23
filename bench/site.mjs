// The production site the benches measure: built into BENCH_DIST_DIR (.next-bench) over its own
// SQLite file, served exactly as `npm start` serves it (`next start`). Shared by run.mjs and soak.mjs.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PORT = Number(process.env.BENCH_PORT || 3200);
// With --no-build, BENCH_DIST_DIR and BENCH_DATABASE_FILE can point at a build and database made
// before (e.g. the end-to-end build, .next-e2e and .e2e-work/site.db) to measure without a new build.
export const DIST = process.env.BENCH_DIST_DIR || '.next-bench';
export const origin = `http://localhost:${PORT}`;
export const env = {
  ...process.env,
  NEXT_DIST_DIR: DIST,
  PORT: String(PORT),
  DATABASE_FILE: process.env.BENCH_DATABASE_FILE || path.join(os.tmpdir(), 'safari-bench', 'site.db'),
  OUTBOX_DIR: path.join(os.tmpdir(), 'safari-bench', 'outbox'),
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
};
delete env.DATABASE_URL;

const run = (args) => execFileSync(process.execPath, args, { env, stdio: 'inherit' });

/** A fresh database with the seeded catalogue, the generated artwork and a production build. */
export function buildSite() {
  fs.rmSync(path.dirname(env.DATABASE_FILE), { recursive: true, force: true });
  run(['node_modules/tsx/dist/cli.mjs', 'server/db/cli.ts', 'setup']);
  run(['node_modules/tsx/dist/cli.mjs', 'scripts/generate-art.ts']);
  run(['node_modules/tsx/dist/cli.mjs', 'scripts/generate-fonts.ts']);
  run(['node_modules/.bin/next', 'build']);
}

/** Starts the server (extra environment on top of the bench's); resolves once /api/health answers. */
export async function startSite(extraEnv = {}) {
  const server = spawn(process.execPath, ['node_modules/.bin/next', 'start', '-p', String(PORT)], { env: { ...env, ...extraEnv }, stdio: 'ignore' });
  const stop = () => server.exitCode === null && server.pid && process.kill(server.pid);
  process.on('exit', stop);
  for (let i = 0; i < 150; i++) {
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) return { pid: server.pid, stop };
    if (server.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('server did not start');
}
