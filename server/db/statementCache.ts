import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every query the site writes (a list's `in (?, ?…)` makes one per length); the oldest goes first. */
const MAX_STATEMENTS = 1000;

/**
 * The SQLite connection as Kysely's dialect uses it, with each SQL text prepared once: Kysely
 * asks for a new statement on every query, and preparing (parsing and planning the SQL) cost as
 * much as running it on the catalogue's reads. better-sqlite3 runs a statement to completion
 * before the next call, so one statement serves every caller.
 */
export function withStatementCache(db: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close() {
      statements.clear();
      db.close();
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = db.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
