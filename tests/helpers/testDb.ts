import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Kysely } from 'kysely';
import { createDb, type DbConfig } from '@/server/db/connection';
import type { Database } from '@/server/db/types';

export type Engine = 'sqlite' | 'postgres';

/**
 * Every engine the suite runs against: SQLite always, PostgreSQL when TEST_DATABASE_URL
 * points at a server (scripts/test.sh starts one). CI sets REQUIRE_POSTGRES so that a
 * missing server fails the run instead of quietly testing one engine.
 */
export function engines(): Engine[] {
  if (process.env.TEST_DATABASE_URL) return ['sqlite', 'postgres'];
  if (process.env.REQUIRE_POSTGRES) throw new Error('REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not');
  return ['sqlite'];
}

/** `config` lets another process (a server a test starts and kills) open the same database. */
export type TestDb = { db: Kysely<Database>; config: DbConfig; drop: () => Promise<void> };

/** A brand-new empty database on the engine: a temp SQLite file, or a fresh PostgreSQL database. */
export async function createTestDb(engine: Engine): Promise<TestDb> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-test-'));
    const config: DbConfig = { engine: 'sqlite', file: path.join(dir, 'test.db') };
    const db = createDb(config);
    return { db, config, drop: async () => { await db.destroy(); fs.rmSync(dir, { recursive: true, force: true }); } };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config: DbConfig = { engine: 'postgres', url: url.toString() };
  const db = createDb(config);
  return {
    db,
    config,
    drop: async () => {
      await db.destroy();
      await withAdmin(adminUrl, async (c) => {
        // pg's pool.end() resolves before its connections have said goodbye. FORCE would kill such
        // a closing connection, and its error ("terminating connection due to administrator
        // command") would surface as an unhandled error in whichever test file runs next.
        for (let i = 0; i < 100; i++) {
          const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        // An autovacuum worker in the database can refuse FORCE for a moment (see start-test-postgres.sh): try again shortly.
        for (let attempt = 1; ; attempt++) {
          try {
            await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (err) {
            if (attempt >= 50) throw err;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      });
    },
  };
}

async function withAdmin(url: string, run: (c: Client) => Promise<unknown>) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
