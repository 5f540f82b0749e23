import { asDamaged, readOrDamaged } from './damaged';
import type { Batch } from './rows';
import type { Engine } from './tables';
import { isDumpFile, openDump } from './dumpFile';
import { isSqliteFile, openSqliteBackup } from './sqliteFile';

/** What a restore reads: the migrations the backup was made at, and its rows, parents first. */
export type BackupSource = {
  engine: Engine;
  migrations: string[];
  batches: () => AsyncGenerator<Batch>;
  close: () => Promise<void>;
};

/**
 * Opens a backup of either kind: a SQLite copy (SQLite sites) or a JSON-lines dump (PostgreSQL
 * sites). A file that cannot be read whole, now or while its rows are read, is BackupDamaged.
 */
export async function openBackup(file: string): Promise<BackupSource> {
  const source = await openEither(file).catch((err) => {
    throw asDamaged(file, err);
  });
  return { ...source, batches: () => readOrDamaged(file, source.batches()) };
}

async function openEither(file: string): Promise<BackupSource> {
  if (isSqliteFile(file)) return openSqliteBackup(file);
  if (isDumpFile(file)) {
    const { header, batches } = await openDump(file);
    return { engine: header.engine, migrations: header.migrations, batches, close: async () => {} };
  }
  throw new Error(`${file} is neither a SQLite backup nor a backup dump`);
}
