import { createDb, dbConfigFromEnv } from '@/server/db/connection';
import { withSetupLock } from '@/server/db/setupLock';

// A setup in a process of its own (as a second instance deploying would run one): takes the setup
// lock of the database in its environment, holds it HOLD_MS, and prints when it held it.
async function main() {
  const config = dbConfigFromEnv();
  const db = createDb(config);
  const hold = Number(process.env.HOLD_MS ?? 0);
  await withSetupLock(config, db, async () => {
    const start = Date.now();
    console.log(`holding ${start}`);
    await new Promise((resolve) => setTimeout(resolve, hold));
    console.log(`released ${Date.now()} after ${Date.now() - start}`);
  });
  await db.destroy();
}

void main();
