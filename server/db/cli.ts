// Usage: tsx server/db/cli.ts <migrate|seed|setup>
import { createDb, dbConfigFromEnv } from './connection';
import { migrateToLatest } from './migrate';
import { seed } from './seed';
import { setupDatabase } from './setup';
import { withSetupLock } from './setupLock';

const commands = {
  migrate: migrateToLatest,
  seed,
  setup: setupDatabase,
} as const;

async function main() {
  const name = process.argv[2] as keyof typeof commands;
  const command = commands[name];
  if (!command) {
    console.error(`usage: tsx server/db/cli.ts <${Object.keys(commands).join('|')}>`);
    process.exit(2);
  }
  const config = dbConfigFromEnv();
  const db = createDb(config);
  try {
    // One setup at a time per database (see setupLock.ts).
    await withSetupLock(config, db, async () => {
      await command(db);
    });
    console.log(`db ${name}: done (${config.engine === 'sqlite' ? config.file : 'postgres'})`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
