import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, engines, type TestDb } from '../helpers/testDb';
import { databaseEnv } from '../helpers/databaseEnv';

// Two setups of one database (two instances deployed at once) take turns, however long the first
// takes: here longer than one PostgreSQL query may wait (DATABASE_QUERY_TIMEOUT_MS), so a setup
// that waited in a single query would be cut off instead of running after the first.

type Held = { code: number | null; output: string; from?: number; to?: number };

/** Runs tests/helpers/holdSetupLock.ts against the database: takes the lock, holds it `holdMs`. */
function holdLock(env: Record<string, string>, holdMs: number): Promise<Held> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../helpers/holdSetupLock.ts')], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...env, HOLD_MS: String(holdMs), DATABASE_QUERY_TIMEOUT_MS: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      const from = /holding (\d+)/.exec(output)?.[1];
      const to = /released (\d+)/.exec(output)?.[1];
      resolve({ code, output, from: from ? Number(from) : undefined, to: to ? Number(to) : undefined });
    }),
  );
}

describe.each(engines())('the setup lock on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('makes a second setup wait for the first, even past the query timeout, then run', async () => {
    const env = databaseEnv(t.config);
    const first = holdLock(env, 4_000);
    // The second starts while the first holds the lock (a process takes about a second to start).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const second = holdLock(env, 10);
    const [a, b] = await Promise.all([first, second]);
    expect(a.code, a.output).toBe(0);
    expect(b.code, b.output).toBe(0);
    expect(a.from, a.output).toBeDefined();
    expect(b.from, b.output).toBeGreaterThanOrEqual(a.to!);
  }, 60_000);
});
