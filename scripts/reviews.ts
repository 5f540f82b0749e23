// npm run reviews -- list | approve <id> | reject <id>
// The operator's approval of reviews written on the site, until the back office has a screen.
import { getDb } from '@/server/db/connection';
import { pendingReviews, setReviewStatus } from '@/server/leads/reviewService';

async function main() {
  const [command, id] = process.argv.slice(2);
  const db = getDb();
  try {
    if (command === 'list' || !command) {
      const rows = await pendingReviews(db);
      if (!rows.length) console.log('No reviews are waiting for approval.');
      for (const r of rows) console.log(`${r.id}  ${r.rating}/5  ${r.name} (${r.country})  ${r.title}  [${r.created_at}]`);
    } else if ((command === 'approve' || command === 'reject') && id) {
      const ok = await setReviewStatus(db, id, command === 'approve' ? 'approved' : 'rejected');
      console.log(ok ? `${id}: ${command === 'approve' ? 'approved, it now shows' : 'rejected'}` : `${id}: no such review`);
      process.exitCode = ok ? 0 : 1;
    } else {
      console.error('usage: npm run reviews -- list | approve <id> | reject <id>');
      process.exitCode = 2;
    }
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
