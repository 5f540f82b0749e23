import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { DbConfig } from './connection';
import type { Database } from './types';

/** Any fixed number: the key of the PostgreSQL advisory lock that setups take turns on. */
const SETUP_LOCK_KEY = 7_412_026;
/** How long a setup waits for another one to finish, on either engine. */
const WAIT_MS = 10 * 60_000;

/**
 * Runs `work` (migrate, seed) while no other setup of the same database runs: two instances
 * deployed at once, or a build beside a setup, take turns instead of racing. Kysely's Migrator
 * locks PostgreSQL itself (an advisory lock inside its transaction) but takes no lock on SQLite,
 * and two seeds at once could deadlock on either engine, so the whole setup is serialised:
 * PostgreSQL with a session advisory lock, SQLite with an exclusive transaction on a lock file
 * beside the database. Both locks end with the process, so a crashed setup never leaves one behind.
 */
export async function withSetupLock<T>(config: DbConfig, db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (config.engine === 'postgres') {
    return db.connection().execute(async (conn) => {
      // Asked again every half second rather than waited for in one query: a setup may run longer
      // than DATABASE_QUERY_TIMEOUT_MS, which would end a waiting pg_advisory_lock (and its connection).
      const until = Date.now() + WAIT_MS;
      for (;;) {
        const { rows } = await sql<{ taken: boolean }>`select pg_try_advisory_lock(${SETUP_LOCK_KEY}) as taken`.execute(conn);
        if (rows[0]?.taken) break;
        if (Date.now() > until) throw new Error('another setup of this database held its lock for 10 minutes');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${SETUP_LOCK_KEY})`.execute(conn);
      }
    });
  }
  const lock = new SQLite(`${config.file}.setup-lock`, { timeout: WAIT_MS });
  try {
    lock.exec('BEGIN EXCLUSIVE');
    return await work();
  } finally {
    if (lock.inTransaction) lock.exec('ROLLBACK');
    lock.close();
  }
}
