import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { tableBatches } from './rows';
import { appliedMigrations, tablesInDependencyOrder } from './tables';
import type { BackupSource } from './source';

/**
 * A consistent copy of a SQLite database while the site keeps using it: SQLite's online backup
 * API (better-sqlite3's db.backup), which restarts by itself when another connection writes
 * mid-copy. The copy is made self-contained (rollback journal, not WAL) so that it is one file
 * that opens read-only anywhere; it is renamed into place only when complete.
 */
export async function backupSqliteFile(sourceFile: string, dest: string): Promise<void> {
  const partial = `${dest}.partial`;
  fs.rmSync(partial, { force: true });
  const source = new SQLite(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // After the first step, the rest in one step: a write can only restart it once more.
    await source.backup(partial, { progress: ({ totalPages }) => totalPages + 1 });
  } finally {
    source.close();
  }
  const copy = new SQLite(partial);
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the backup copy failed its integrity check: ${check}`);
  } finally {
    copy.close();
  }
  fs.renameSync(partial, dest);
}

/** True when the file is a SQLite database. */
export function isSqliteFile(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const start = Buffer.alloc(16);
    fs.readSync(fd, start, 0, 16, 0);
    return start.toString('latin1') === 'SQLite format 3\0';
  } finally {
    fs.closeSync(fd);
  }
}

/** A SQLite backup file as a restore source (opened read-only: restoring never changes a backup). */
export async function openSqliteBackup(file: string): Promise<BackupSource> {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    // Every page read once before anything is restored: a copy cut short fails here, not halfway.
    const check = database.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
  } catch (err) {
    database.close();
    throw err;
  }
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database }) });
  return {
    engine: 'sqlite',
    migrations: await appliedMigrations(db, 'sqlite'),
    batches: async function* () {
      yield* tableBatches(db, await tablesInDependencyOrder(db, 'sqlite'));
    },
    close: () => db.destroy(),
  };
}
