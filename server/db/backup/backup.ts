import type { Kysely } from 'kysely';
import type { DbConfig } from '../connection';
import { writeDump } from './dumpFile';
import { backupSqliteFile } from './sqliteFile';

/**
 * Backs the configured database up to `file` while the site runs: SQLite as a copy of its file
 * (online backup API), PostgreSQL as an engine-neutral JSON-lines dump from one snapshot.
 * Either restores into either engine (restore.ts).
 */
export async function backupDatabase(config: DbConfig, db: Kysely<any>, file: string): Promise<'sqlite copy' | 'dump'> {
  if (config.engine === 'sqlite') {
    await backupSqliteFile(config.file, file);
    return 'sqlite copy';
  }
  await writeDump(db, 'postgres', file);
  return 'dump';
}
