import fs from 'node:fs';
import path from 'node:path';
import { createDb, type DbConfig } from '../connection';
import { withSetupLock } from '../setupLock';
import { backupDatabase } from './backup';
import { restoreBackup } from './restore';
import { openBackup } from './source';

export const BACKUP_USAGE = 'usage: npm run db:backup -- <file> | npm run db:restore -- <file> [--force]';

/** `backup <file>` and `restore <file> [--force]` of server/db/cli.ts; returns what to print. */
export async function runBackupCommand(name: 'backup' | 'restore', args: string[], config: DbConfig): Promise<string> {
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || (name === 'backup' && force)) throw new Error(BACKUP_USAGE);
  const file = path.resolve(files[0]);
  const where = config.engine === 'sqlite' ? config.file : 'PostgreSQL';

  if (name === 'backup') {
    // Never create an empty database just to back it up.
    if (config.engine === 'sqlite' && !fs.existsSync(config.file)) throw new Error(`no database at ${config.file}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const db = createDb(config);
    try {
      const kind = await backupDatabase(config, db, file);
      return `db backup: ${where} → ${file} (${kind}, ${fs.statSync(file).size} bytes)`;
    } finally {
      await db.destroy();
    }
  }

  if (!fs.existsSync(file)) throw new Error(`no backup at ${file}`);
  const source = await openBackup(file);
  const db = createDb(config);
  try {
    // Not beside a setup of the same database (see setupLock.ts).
    const counts = await withSetupLock(config, db, () => restoreBackup(db, config.engine, source, { force }));
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    return `db restore: ${file} → ${where} (${Object.keys(counts).length} tables, ${rows} rows)`;
  } finally {
    await source.close();
    await db.destroy();
  }
}
