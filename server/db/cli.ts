// Usage: tsx server/db/cli.ts <migrate|seed|setup [--no-samples]> | backup <file> | restore <file> [--force]
import { createDb, dbConfigFromEnv } from './connection';
import { migrateToLatest } from './migrate';
import { seed } from './seed';
import { setupDatabase } from './setup';
import { withSetupLock } from './setupLock';
import { runBackupCommand } from './backup/command';
import { BackupDamaged } from './backup/damaged';
import { RestoreRefused } from './backup/restore';
import { SamplesAlreadyThere } from './seed/samples';

const commands = {
  migrate: migrateToLatest,
  seed,
  setup: (db: Parameters<typeof setupDatabase>[0], args: string[]) => setupDatabase(db, args.includes('--no-samples') ? { samples: false } : {}),
} as const;

async function main() {
  const [name, ...args] = process.argv.slice(2);
  const config = dbConfigFromEnv();
  if (name === 'backup' || name === 'restore') {
    console.log(await runBackupCommand(name, args, config));
    return;
  }
  const command = commands[name as keyof typeof commands];
  if (!command) {
    console.error(`usage: tsx server/db/cli.ts <${Object.keys(commands).join('|')}> | backup <file> | restore <file> [--force]`);
    process.exit(2);
  }
  const db = createDb(config);
  try {
    // One setup at a time per database (see setupLock.ts).
    await withSetupLock(config, db, async () => {
      await command(db, args);
    });
    console.log(`db ${name}: done (${config.engine === 'sqlite' ? config.file : 'postgres'})`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  // A refusal or a usage mistake is said in one line; anything else with its stack.
  const plain = err instanceof RestoreRefused || err instanceof BackupDamaged || err instanceof SamplesAlreadyThere || (err instanceof Error && /^(usage:|no database at|no backup at)/.test(err.message));
  console.error(plain ? `db: ${err.message}` : err);
  process.exit(1);
});
