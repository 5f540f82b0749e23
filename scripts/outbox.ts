// npm run outbox: sends every due mail once (the server does this by itself every few seconds).
import { getDb } from '@/server/db/connection';
import { pendingMailCount } from '@/server/mail/outbox';
import { drainOutbox } from '@/server/mail/sender';
import { createTransport } from '@/server/mail/transport';

async function main() {
  const db = getDb();
  const transport = createTransport();
  try {
    const { sent, failed } = await drainOutbox(db, transport);
    console.log(`outbox via ${transport.name}: ${sent} sent, ${failed} failed (will retry), ${await pendingMailCount(db)} waiting`);
  } finally {
    transport.close();
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
