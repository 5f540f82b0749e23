// npm run digest: queues the operator's morning digest now (whatever the hour, even if today's
// went out already) and sends the outbox, so the mail leaves at once.
import { sendMorningDigest } from '@/server/admin/morningDigest';
import { getDb } from '@/server/db/connection';
import { operatorAddress } from '@/server/mail/compose';
import { drainOutbox } from '@/server/mail/sender';
import { createTransport } from '@/server/mail/transport';

async function main() {
  const db = getDb();
  const transport = createTransport();
  try {
    const { requests } = await sendMorningDigest(db, new Date(), { once: false });
    const { sent, failed } = await drainOutbox(db, transport);
    console.log(`morning digest to ${operatorAddress()}: ${requests} unanswered request(s); outbox via ${transport.name}: ${sent} sent, ${failed} failed (will retry)`);
  } finally {
    transport.close();
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
