import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { setupDatabase } from '../../server/db/setup';
import { sigkillDuringBurst, type Expect, type KillableSite } from '../helpers/killBurst';
import { send } from '../helpers/httpSend';
import { databaseEnv } from '../helpers/databaseEnv';
import { createTestDb, type Engine, type TestDb } from '../helpers/testDb';
import { e2eEnv, serverArgs } from './e2eEnv.cjs';
import { freePort } from './freePort';

// The whole production server (`npm start`: `next start`, its instrumentation, Next's page
// cache) SIGKILLed in the middle of a burst of quotes and bookings, then started again on the same
// database, on both engines. tests/api/killDuringBurst.test.ts runs the same scenario against the
// write routes alone, in every vitest run.

test.describe.configure({ mode: 'serial' });

async function startServer(t: TestDb, port: number, children: ChildProcess[]): Promise<KillableSite> {
  const env = { ...process.env, ...e2eEnv, ...databaseEnv(t.config), OUTBOX_WORKER: 'off' };
  const child = spawn(process.execPath, serverArgs(port), { env, stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  let log = '';
  child.stderr!.on('data', (c) => (log += c));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (await send(port, '/api/health', { host: `localhost:${port}`, fresh: true }).then((r) => r.status === 200, () => false)) break;
    if (child.exitCode !== null || i > 300) throw new Error(`the server on ${port} did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    request: (path, options = {}) => send(port, path, options),
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

for (const engine of ['sqlite', 'postgres'] as Engine[]) {
  test(`npm start's server SIGKILLed during a burst on ${engine}: every answered request whole after the restart, no seat sold twice, a retry makes no second record`, async () => {
    test.setTimeout(240_000);
    // CI exports it; run alone, the script starts PostgreSQL (as `npm test` does).
    if (engine === 'postgres') process.env.TEST_DATABASE_URL ||= execFileSync('bash', ['scripts/start-test-postgres.sh'], { encoding: 'utf8' }).trim();
    // The scenario signs its form tokens here, with the secret the server is given.
    process.env.FORM_TOKEN_SECRET = e2eEnv.FORM_TOKEN_SECRET;
    const t = await createTestDb(engine);
    const children: ChildProcess[] = [];
    try {
      await setupDatabase(t.db);
      const port = await freePort();
      const line = await sigkillDuringBurst({
        expect: expect as unknown as Expect,
        db: t.db,
        start: () => startServer(t, port, children),
        label: `npm-start-${engine}`,
        host: `localhost:${port}`,
      });
      console.log(line);
    } finally {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
      await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : undefined)));
      await t.drop();
    }
  });
}
