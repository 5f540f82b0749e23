import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Client, Pool, type ClientConfig } from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './types';
import { DatabaseUnreachable } from './unavailable';
import { withStatementCache } from './statementCache';

export type DbConfig = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

/** SQLite file under data/ by default; PostgreSQL when DATABASE_URL is a postgres URL. */
export function dbConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DbConfig {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return { engine: 'postgres', url };
  const file = env.DATABASE_FILE || path.join(env.DATA_DIR || path.join(process.cwd(), 'data'), 'site.db');
  return { engine: 'sqlite', file };
}

export function createDb(config: DbConfig): Kysely<Database> {
  if (config.engine === 'postgres') {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: postgresPool(config.url) }),
    });
  }
  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  // WAL lets the build's page workers read while one writes; the timeout rides out brief locks.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

let shared: Kysely<Database> | undefined;

/** The process-wide database of the running site (configured from the environment). */
export function getDb(): Kysely<Database> {
  try {
    shared ??= createDb(dbConfigFromEnv());
  } catch (err) {
    throw new DatabaseUnreachable(err);
  }
  return shared;
}

/** Points the running process at another database (tests run the API against temp databases). */
export function useSharedDb(db: Kysely<Database>): void {
  shared = db;
}

/**
 * A server that does not answer a new connection (host down, network cut) fails it after
 * DATABASE_CONNECT_TIMEOUT_MS, so a request answers 503 in seconds instead of hanging. Set on the
 * client, not the pool: the pool's own timeout would also limit waiting for a free connection,
 * and a burst of requests legitimately queues for one.
 * A connection that goes silent mid-query (a network cut that closes nothing) fails its query
 * after DATABASE_QUERY_TIMEOUT_MS and is closed: node-postgres would otherwise keep the unanswered
 * query at the head of the connection, and every later query on it would wait behind it for good.
 */
class TimedClient extends Client {
  constructor(config?: string | ClientConfig) {
    super({
      ...(typeof config === 'string' ? { connectionString: config } : config),
      connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS) || 5_000,
      query_timeout: Number(process.env.DATABASE_QUERY_TIMEOUT_MS) || 15_000,
    });
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    (this as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) result.catch((err: Error) => err?.message === QUERY_READ_TIMEOUT && this.closeStalled());
      return result;
    };
  }

  private closeStalled() {
    console.error('[db] PostgreSQL connection silent past the query timeout: closed');
    (this as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
  }
}

// node-postgres's words when query_timeout passes.
const QUERY_READ_TIMEOUT = 'Query read timeout';

/** A dropped idle connection (database restart) is logged and replaced, never fatal to the process. */
function postgresPool(url: string): Pool {
  const pool = new Pool({ connectionString: url, max: 10, Client: TimedClient });
  pool.on('error', (err) => console.error('[db] idle PostgreSQL connection lost', err.message));
  // A connection lost while a request holds it emits 'error' on the client, where the pool
  // listens only while it is idle: unheard, it would end the process. The request's own query
  // fails anyway (and answers 503); the pool drops the dead client when it comes back.
  pool.on('connect', (client) => client.on('error', (err) => console.error('[db] PostgreSQL connection lost', err.message)));
  return pool;
}
